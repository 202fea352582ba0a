// DEMOVN's news, in Vietnamese and English, newest first. Content is limited HTML
// (src/common/pages/limitedHtml.ts).
import type { NewsFixture } from './news.ts';

export const NEWS_DEMOVN: NewsFixture[] = [
  {
    id: 511,
    category: 'PROMOTION',
    daysAgo: 0,
    minuteOfDay: 9 * 60,
    image: true,
    texts: {
      VI: {
        title: 'Tuần lễ hoàn trả: nhận đến 1% tiền cược',
        summary: 'Từ thứ Hai đến Chủ nhật, hoàn trả tự động theo hạng VIP vào mỗi sáng thứ Hai.',
        contentHtml:
          '<p>Tuần này mọi vé cược hợp lệ đều được hoàn trả theo hạng VIP của bạn:</p><ul><li>Thành viên: 0,3%</li><li>VIP Vàng: 0,8%</li><li>VIP Bạch Kim: 1%</li></ul><p>Tiền hoàn trả nằm trong <a href="/m/rewardCenter">Trung tâm thưởng</a> mỗi sáng thứ Hai, nhận trong 3 ngày.</p>',
      },
      EN: {
        title: 'Cashback week: up to 1% of your bets',
        summary: 'Monday to Sunday, cashback by VIP level, paid every Monday morning.',
        contentHtml:
          '<p>This week every valid bet earns cashback by your VIP level:</p><ul><li>Member: 0.3%</li><li>VIP Gold: 0.8%</li><li>VIP Platinum: 1%</li></ul><p>Find it in the <a href="/m/rewardCenter">Reward center</a> every Monday morning and claim it within 3 days.</p>',
      },
    },
  },
  {
    id: 510,
    category: 'RESULTS',
    daysAgo: 1,
    minuteOfDay: 19 * 60,
    image: true,
    texts: {
      VI: {
        title: 'Mega 6/45: giải Jackpot vượt 18 tỷ đồng',
        summary: 'Kỳ quay tới vào 18:00, hãy đặt vé trước 17:30.',
        contentHtml:
          '<p>Giải Jackpot Mega 6/45 đã tích lũy hơn <strong>18 tỷ đồng</strong> sau nhiều kỳ chưa có người trúng.</p><p>Mega 6/45 quay vào thứ Tư, thứ Sáu và Chủ nhật lúc 18:00. Xem kết quả và giờ quay tại <a href="/m/game">Trò chơi</a>.</p>',
      },
      EN: {
        title: 'Mega 6/45 jackpot passes 18 billion dong',
        summary: 'The next draw is at 18:00; get your tickets before 17:30.',
        contentHtml:
          '<p>The Mega 6/45 jackpot has grown past <strong>18 billion dong</strong> after several draws without a winner.</p><p>Mega 6/45 draws on Wednesday, Friday and Sunday at 18:00. Results and draw times are in <a href="/m/game">Games</a>.</p>',
      },
    },
  },
  {
    id: 509,
    category: 'MAINTENANCE',
    daysAgo: 2,
    minuteOfDay: 15 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Vietcombank bảo trì từ 23:00 đến 01:00',
        summary: 'Nạp và rút qua Vietcombank có thể chậm trong thời gian bảo trì.',
        contentHtml:
          '<p>Vietcombank bảo trì hệ thống từ 23:00 tối nay đến 01:00 sáng mai. Giao dịch nạp, rút qua Vietcombank có thể chậm hơn bình thường.</p><p>Bạn vẫn có thể nạp bằng MoMo hoặc ZaloPay.</p>',
      },
      EN: {
        title: 'Vietcombank maintenance from 23:00 to 01:00',
        summary: 'Deposits and withdrawals through Vietcombank may be slow meanwhile.',
        contentHtml:
          '<p>Vietcombank is doing maintenance from 23:00 tonight until 01:00 tomorrow. Deposits and withdrawals through Vietcombank may be slower than usual.</p><p>MoMo and ZaloPay deposits work as usual.</p>',
      },
    },
  },
  {
    id: 508,
    category: 'PAYMENT',
    daysAgo: 4,
    minuteOfDay: 10 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Đã có nạp tiền qua ZaloPay',
        summary: 'Nạp từ 50.000 ₫, cộng tiền trong vài giây.',
        contentHtml:
          '<p>Giờ đây bạn có thể nạp tiền bằng <strong>ZaloPay</strong>. Số tiền từ 50.000 ₫ được cộng vào số dư trong vài giây.</p><p>Chọn ZaloPay tại <a href="/m/voucherCenter">Nạp tiền</a>.</p>',
      },
      EN: {
        title: 'Deposit with ZaloPay',
        summary: 'From 50,000 ₫, credited within seconds.',
        contentHtml:
          '<p>You can now deposit with <strong>ZaloPay</strong>. Amounts from 50,000 ₫ reach your balance within seconds.</p><p>Pick ZaloPay in <a href="/m/voucherCenter">Deposit</a>.</p>',
      },
    },
  },
  {
    id: 507,
    category: 'NOTICE',
    daysAgo: 6,
    minuteOfDay: 8 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Cảnh giác kẻ gian giả danh nhân viên',
        summary:
          'Nhân viên không bao giờ hỏi mật khẩu, mã SMS hay yêu cầu chuyển tiền vào tài khoản cá nhân.',
        contentHtml:
          '<p>Gần đây có kẻ gian giả danh nhân viên Demo Xổ Số qua Zalo và Facebook.</p><ul><li>Chúng tôi không bao giờ hỏi mật khẩu, mã SMS hay mã xác thực.</li><li>Không bao giờ yêu cầu chuyển tiền vào tài khoản cá nhân.</li></ul><p>Hãy báo ngay qua <a href="/m/feedback">Góp ý</a> nếu nhận được tin nhắn đáng ngờ.</p>',
      },
      EN: {
        title: 'Beware of scammers posing as staff',
        summary:
          'Staff never ask for your password or SMS codes, or for money sent to a personal account.',
        contentHtml:
          '<p>Scammers have been posing as Demo Xổ Số staff on Zalo and Facebook.</p><ul><li>We never ask for your password, SMS codes or authenticator codes.</li><li>We never ask you to send money to a personal account.</li></ul><p>Report suspicious messages through <a href="/m/feedback">Feedback</a>.</p>',
      },
    },
  },
  {
    id: 506,
    category: 'PROMOTION',
    daysAgo: 8,
    minuteOfDay: 9 * 60 + 30,
    image: true,
    texts: {
      VI: {
        title: 'Nhiệm vụ hằng ngày: nhận điểm mỗi ngày',
        summary: 'Đăng nhập, nạp tiền, đặt vé xổ số để nhận điểm và leo bảng xếp hạng.',
        contentHtml:
          '<p>Mỗi ngày có 4 nhiệm vụ mới và mỗi tuần 4 nhiệm vụ lớn. Hoàn thành để nhận điểm, tiền thưởng và điểm xếp hạng.</p><p>Top 1 bảng tuần nhận <strong>2.000.000 ₫</strong>. Xem tại <a href="/m/leaderBoard">Nhiệm vụ</a>.</p>',
      },
      EN: {
        title: 'Daily missions: points every day',
        summary: 'Log in, deposit and play the lottery to earn points and climb the leaderboard.',
        contentHtml:
          '<p>Four new missions every day and four bigger ones every week. Complete them for points, bonuses and leaderboard score.</p><p>The weekly winner gets <strong>2,000,000 ₫</strong>. See <a href="/m/leaderBoard">Missions</a>.</p>',
      },
    },
  },
  {
    id: 505,
    category: 'NOTICE',
    daysAgo: 11,
    minuteOfDay: 11 * 60,
    image: true,
    texts: {
      VI: {
        title: 'Ra mắt Cửa hàng điểm',
        summary: 'Đổi điểm lấy tiền thưởng, voucher, thẻ cào và quà tặng.',
        contentHtml:
          '<p>Cửa hàng điểm đã mở! Dùng điểm tích lũy để đổi tiền thưởng, voucher nạp tiền, thẻ cào điện thoại và nhiều quà tặng khác.</p><p>Ghé <a href="/m/mall/mallHome">Cửa hàng điểm</a> ngay.</p>',
      },
      EN: {
        title: 'The Point mall is open',
        summary: 'Exchange points for bonuses, vouchers, phone top-ups and gifts.',
        contentHtml:
          '<p>The Point mall is open! Exchange your points for bonuses, deposit vouchers, phone top-up cards and more.</p><p>Visit the <a href="/m/mall/mallHome">Point mall</a>.</p>',
      },
    },
  },
  {
    id: 504,
    category: 'RESULTS',
    daysAgo: 14,
    minuteOfDay: 7 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Keno quay mỗi 10 phút từ 6:00 đến 22:00',
        summary: 'Chọn từ 1 đến 10 số, 96 kỳ quay mỗi ngày.',
        contentHtml:
          '<p>Keno có 96 kỳ quay mỗi ngày, mỗi 10 phút từ 6:00 đến 22:00. Mỗi kỳ quay 20 số từ 01 đến 80.</p><p>Kết quả từng kỳ có tại <a href="/m/game">Trò chơi</a>.</p>',
      },
      EN: {
        title: 'Keno every 10 minutes from 06:00 to 22:00',
        summary: 'Pick 1 to 10 numbers, 96 draws a day.',
        contentHtml:
          '<p>Keno draws 96 times a day, every 10 minutes from 06:00 to 22:00. Each draw picks 20 numbers from 01 to 80.</p><p>Every draw’s results are in <a href="/m/game">Games</a>.</p>',
      },
    },
  },
  {
    id: 503,
    category: 'MAINTENANCE',
    daysAgo: 17,
    minuteOfDay: 6 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Nâng cấp hệ thống hoàn tất',
        summary: 'Trang web nhanh hơn và hoạt động cả khi mạng yếu.',
        contentHtml:
          '<p>Đợt nâng cấp đêm qua đã hoàn tất. Trang web tải nhanh hơn, vẫn hiển thị dữ liệu gần nhất khi mất mạng và tự cập nhật khi có phiên bản mới.</p>',
      },
      EN: {
        title: 'System upgrade complete',
        summary: 'The site is faster and keeps working on a weak network.',
        contentHtml:
          '<p>Last night’s upgrade is complete. The site loads faster, shows the latest data it has while offline, and tells you when a new version is ready.</p>',
      },
    },
  },
  {
    id: 502,
    category: 'PROMOTION',
    daysAgo: 21,
    minuteOfDay: 12 * 60,
    image: true,
    texts: {
      VI: {
        title: 'Mời bạn bè, nhận 50.000 ₫ mỗi người',
        summary: 'Cộng thêm 0,5% tổng cược của bạn bè mỗi ngày.',
        contentHtml:
          '<p>Chia sẻ liên kết giới thiệu của bạn. Khi bạn bè nạp lần đầu từ 100.000 ₫, bạn nhận <strong>50.000 ₫</strong>, cộng thêm 0,5% tổng cược của bạn bè mỗi ngày.</p><p>Lấy liên kết tại <a href="/m/inviteFriends">Mời bạn bè</a>.</p>',
      },
      EN: {
        title: 'Invite friends, get 50,000 ₫ each',
        summary: "Plus 0.5% of your friends' bets every day.",
        contentHtml:
          '<p>Share your invitation link. When a friend first deposits 100,000 ₫ or more you get <strong>50,000 ₫</strong>, plus 0.5% of their bets every day.</p><p>Get your link in <a href="/m/inviteFriends">Invite friends</a>.</p>',
      },
    },
  },
  {
    id: 501,
    category: 'NOTICE',
    daysAgo: 27,
    minuteOfDay: 10 * 60,
    image: false,
    texts: {
      VI: {
        title: 'Cài ứng dụng để nhận thông báo kết quả',
        summary: 'Nhận kết quả xổ số và khuyến mãi ngay trên điện thoại.',
        contentHtml:
          '<p>Thêm Demo Xổ Số vào màn hình chính để mở nhanh, dùng được khi mạng yếu và nhận thông báo kết quả ngay khi có.</p>',
      },
      EN: {
        title: 'Install the app for result alerts',
        summary: 'Lottery results and promotions straight to your phone.',
        contentHtml:
          '<p>Add Demo Xổ Số to your home screen to open it fast, use it on a weak network and get results the moment they are drawn.</p>',
      },
    },
  },
];
