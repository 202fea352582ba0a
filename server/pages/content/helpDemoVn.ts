// DEMOVN's help center, in Vietnamese and English. Answers are limited HTML
// (src/common/pages/limitedHtml.ts); links stay inside the storefront.
import type { HelpContent } from './help.ts';

export const HELP_DEMOVN: HelpContent = {
  updatedAt: '2026-11-20T03:00:00.000Z',
  languages: ['VI', 'EN'],
  topics: [
    {
      id: 'account',
      titles: { VI: 'Tài khoản', EN: 'Account' },
      questions: [
        {
          id: 'account-register',
          texts: {
            VI: {
              question: 'Làm sao để đăng ký tài khoản?',
              answerHtml:
                '<p>Chọn <strong>Đăng ký</strong> ở trang chủ, rồi đăng ký bằng tên đăng nhập hoặc số điện thoại.</p><ol><li>Nhập tên đăng nhập (hoặc số điện thoại và mã xác minh SMS).</li><li>Đặt mật khẩu 6–20 ký tự gồm chữ và số.</li><li>Hoàn thành xác minh và bấm Đăng ký.</li></ol><p>Mỗi người chỉ được mở một tài khoản.</p>',
            },
            EN: {
              question: 'How do I register?',
              answerHtml:
                '<p>Tap <strong>Register</strong> on the home page and sign up with a username or your phone number.</p><ol><li>Enter a username (or your phone number and the SMS code).</li><li>Choose a password of 6–20 letters and digits.</li><li>Complete the check and tap Register.</li></ol><p>One account per person.</p>',
            },
          },
        },
        {
          id: 'account-forgot-password',
          texts: {
            VI: {
              question: 'Tôi quên mật khẩu đăng nhập?',
              answerHtml:
                '<p>Ở trang <a href="/m/login">Đăng nhập</a>, chọn <strong>Quên mật khẩu</strong> và lấy lại bằng mã SMS gửi tới số đã đăng ký hoặc liên kết gửi qua e-mail. Liên kết có hiệu lực 30 phút.</p>',
            },
            EN: {
              question: 'I forgot my password',
              answerHtml:
                '<p>On the <a href="/m/login">Login</a> page, choose <strong>Forgot password</strong> and reset it with an SMS code to your registered number or a link sent by e-mail. The link is valid for 30 minutes.</p>',
            },
          },
        },
        {
          id: 'account-change-phone',
          texts: {
            VI: {
              question: 'Tôi có thể đổi số điện thoại đã đăng ký không?',
              answerHtml:
                '<p>Vì lý do an toàn, số điện thoại chỉ được đổi qua <strong>Chăm sóc khách hàng</strong> sau khi xác minh chủ tài khoản.</p>',
            },
            EN: {
              question: 'Can I change my registered phone number?',
              answerHtml:
                '<p>For your safety, only <strong>Customer service</strong> can change it, after checking that the account is yours.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'deposit',
      titles: { VI: 'Nạp tiền', EN: 'Deposits' },
      questions: [
        {
          id: 'deposit-methods',
          texts: {
            VI: {
              question: 'Có những cách nạp tiền nào?',
              answerHtml:
                '<p>Bạn có thể nạp qua <strong>chuyển khoản ngân hàng</strong>, <strong>ví MoMo</strong> hoặc <strong>ZaloPay</strong>.</p><ul><li>Tối thiểu 50.000 ₫, tối đa 300.000.000 ₫ mỗi lần.</li><li>Số tiền là bội số của 1.000 ₫.</li></ul><p>Nạp ngay tại <a href="/m/voucherCenter">Nạp tiền</a>.</p>',
            },
            EN: {
              question: 'How can I deposit?',
              answerHtml:
                '<p>Deposit by <strong>bank transfer</strong>, <strong>MoMo</strong> or <strong>ZaloPay</strong>.</p><ul><li>From 50,000 ₫ to 300,000,000 ₫ per deposit.</li><li>Amounts in whole thousands of dong.</li></ul><p>Go to <a href="/m/voucherCenter">Deposit</a>.</p>',
            },
          },
        },
        {
          id: 'deposit-not-credited',
          texts: {
            VI: {
              question: 'Đã chuyển tiền nhưng chưa thấy cộng vào số dư?',
              answerHtml:
                '<p>Phần lớn giao dịch được cộng trong 1–5 phút. Nếu sau 15 phút vẫn chưa thấy, hãy gửi <a href="/m/feedback">Góp ý</a> kèm ảnh biên lai và mã giao dịch, hoặc liên hệ Chăm sóc khách hàng.</p>',
            },
            EN: {
              question: 'I paid but my balance has not changed',
              answerHtml:
                '<p>Most payments arrive within 1–5 minutes. If nothing arrives after 15 minutes, send <a href="/m/feedback">Feedback</a> with a screenshot of the receipt and the order number, or contact Customer service.</p>',
            },
          },
        },
        {
          id: 'deposit-voucher',
          texts: {
            VI: {
              question: 'Dùng voucher khi nạp như thế nào?',
              answerHtml:
                '<p>Nhận voucher trong <a href="/m/voucherCenter">Nạp tiền</a> hoặc <a href="/m/rewardCenter">Trung tâm thưởng</a>, rồi chọn voucher khi nạp. Tiền thưởng được cộng cùng lần nạp thành công đạt mức tối thiểu của voucher.</p>',
            },
            EN: {
              question: 'How do I use a voucher?',
              answerHtml:
                '<p>Claim it in <a href="/m/voucherCenter">Deposit</a> or the <a href="/m/rewardCenter">Reward center</a>, then pick it when you deposit. The bonus is paid with an approved deposit of at least the voucher’s minimum.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'withdrawal',
      titles: { VI: 'Rút tiền', EN: 'Withdrawals' },
      questions: [
        {
          id: 'withdrawal-how',
          texts: {
            VI: {
              question: 'Rút tiền như thế nào?',
              answerHtml:
                '<ol><li><a href="/m/securityCenter/addBankCard">Liên kết tài khoản ngân hàng</a> đứng tên bạn.</li><li>Đặt mật khẩu rút tiền 6 số.</li><li>Vào <a href="/m/withdraw">Rút tiền</a>, nhập số tiền từ 100.000 ₫.</li></ol>',
            },
            EN: {
              question: 'How do I withdraw?',
              answerHtml:
                '<ol><li><a href="/m/securityCenter/addBankCard">Add a bank account</a> in your own name.</li><li>Set a 6-digit withdrawal password.</li><li>Open <a href="/m/withdraw">Withdraw</a> and enter 100,000 ₫ or more.</li></ol>',
            },
          },
        },
        {
          id: 'withdrawal-time',
          texts: {
            VI: {
              question: 'Bao lâu thì tiền về tài khoản?',
              answerHtml:
                '<p>Thường từ 5 đến 15 phút. Hội viên VIP Vàng trở lên được ưu tiên xử lý. Lệnh rút có thể lâu hơn vào giờ ngân hàng bảo trì (23:00–01:00).</p>',
            },
            EN: {
              question: 'How long does a withdrawal take?',
              answerHtml:
                '<p>Usually 5 to 15 minutes; VIP Gold members and above are handled first. Banks’ maintenance hours (23:00–01:00) may slow it down.</p>',
            },
          },
        },
        {
          id: 'withdrawal-password',
          texts: {
            VI: {
              question: 'Tôi quên mật khẩu rút tiền?',
              answerHtml:
                '<p>Mật khẩu rút tiền chỉ được đặt lại qua <strong>Chăm sóc khách hàng</strong> sau khi xác minh danh tính. Nhập sai 5 lần liên tiếp sẽ khóa 30 phút.</p>',
            },
            EN: {
              question: 'I forgot my withdrawal password',
              answerHtml:
                '<p>Only <strong>Customer service</strong> can reset it, after checking your identity. Five wrong tries in a row lock it for 30 minutes.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'lottery',
      titles: { VI: 'Xổ số', EN: 'Lottery' },
      questions: [
        {
          id: 'lottery-draw-times',
          texts: {
            VI: {
              question: 'Xổ số ba miền quay lúc mấy giờ?',
              answerHtml:
                '<ul><li>Miền Nam: 16:15</li><li>Miền Trung: 17:15</li><li>Miền Bắc: 18:15</li></ul><p>Ngừng nhận cược 15 phút trước giờ quay. Lịch từng đài có tại <a href="/m/game">Trò chơi</a>.</p>',
            },
            EN: {
              question: 'When are the regional lotteries drawn?',
              answerHtml:
                '<ul><li>South: 16:15</li><li>Central: 17:15</li><li>North: 18:15</li></ul><p>Bets close 15 minutes before the draw. Each province’s day is listed in <a href="/m/game">Games</a>.</p>',
            },
          },
        },
        {
          id: 'lottery-results',
          texts: {
            VI: {
              question: 'Xem kết quả xổ số ở đâu?',
              answerHtml:
                '<p>Kết quả mới nhất của từng trò chơi có tại <a href="/m/game">Trò chơi</a>; vé thắng được trả thưởng tự động vào số dư.</p>',
            },
            EN: {
              question: 'Where do I see the results?',
              answerHtml:
                '<p>Each game’s latest results are in <a href="/m/game">Games</a>; winning tickets are paid to your balance automatically.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'promotions',
      titles: { VI: 'Khuyến mãi và VIP', EN: 'Promotions and VIP' },
      questions: [
        {
          id: 'promotions-rewards',
          texts: {
            VI: {
              question: 'Nhận thưởng ở đâu?',
              answerHtml:
                '<p>Mọi phần thưởng nằm trong <a href="/m/rewardCenter">Trung tâm thưởng</a>. Bấm <strong>Nhận</strong> trước khi hết hạn; thưởng hết hạn sẽ không thể nhận lại.</p>',
            },
            EN: {
              question: 'Where do I get my rewards?',
              answerHtml:
                '<p>All rewards are in the <a href="/m/rewardCenter">Reward center</a>. Tap <strong>Claim</strong> before they expire; an expired reward cannot be claimed.</p>',
            },
          },
        },
        {
          id: 'promotions-points',
          texts: {
            VI: {
              question: 'Điểm tích lũy dùng để làm gì?',
              answerHtml:
                '<p>Mỗi 10.000 ₫ tiền cược hợp lệ được 1 điểm, nhiệm vụ cũng tặng điểm. Đổi điểm lấy tiền thưởng, voucher hoặc quà tại <a href="/m/mall/mallHome">Cửa hàng điểm</a>.</p>',
            },
            EN: {
              question: 'What are points for?',
              answerHtml:
                '<p>Every 10,000 ₫ of valid bets earns 1 point, and missions give more. Exchange them for bonuses, vouchers or gifts in the <a href="/m/mall/mallHome">Point mall</a>.</p>',
            },
          },
        },
        {
          id: 'promotions-vip',
          texts: {
            VI: {
              question: 'Làm sao để lên hạng VIP?',
              answerHtml:
                '<p>Hạng VIP được xét theo tổng nạp, tổng cược và số ngày hoạt động. Xem điều kiện và quyền lợi từng hạng tại <a href="/m/member/benefits">Đặc quyền VIP</a>.</p>',
            },
            EN: {
              question: 'How do I reach a higher VIP level?',
              answerHtml:
                '<p>Levels follow your total deposits, total bets and active days. See each level’s conditions and benefits in <a href="/m/member/benefits">VIP benefits</a>.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'app',
      titles: { VI: 'Ứng dụng và bảo mật', EN: 'App and security' },
      questions: [
        {
          id: 'app-install',
          texts: {
            VI: {
              question: 'Cài ứng dụng lên điện thoại thế nào?',
              answerHtml:
                '<p>Android: tải ứng dụng từ nút <strong>Tải app</strong> ở trang chủ. iPhone: mở trang bằng Safari, bấm Chia sẻ rồi <strong>Thêm vào Màn hình chính</strong>.</p>',
            },
            EN: {
              question: 'How do I install the app?',
              answerHtml:
                '<p>Android: use the <strong>Get the app</strong> button on the home page. iPhone: open the site in Safari, tap Share, then <strong>Add to Home Screen</strong>.</p>',
            },
          },
        },
        {
          id: 'app-security',
          texts: {
            VI: {
              question: 'Làm sao để bảo vệ tài khoản?',
              answerHtml:
                '<ul><li>Không chia sẻ mật khẩu, mã SMS hay mã xác thực với bất kỳ ai, kể cả người tự xưng là nhân viên.</li><li>Đặt mật khẩu rút tiền và bật xác thực hai lớp.</li><li>Chỉ truy cập qua liên kết chính thức.</li></ul>',
            },
            EN: {
              question: 'How do I keep my account safe?',
              answerHtml:
                '<ul><li>Never share your password, SMS codes or authenticator codes, not even with someone who says they are staff.</li><li>Set a withdrawal password and turn on two-step verification.</li><li>Only use our official links.</li></ul>',
            },
          },
        },
      ],
    },
  ],
};
