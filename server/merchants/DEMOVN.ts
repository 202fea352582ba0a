// Demo Vietnamese lottery merchant: red theme, Vietnamese texts, VND.
import { localDownload } from './downloads.ts';
import { pwaParameter, type MerchantFixture } from './types.ts';

const code = 'DEMOVN';
/** The Android package, also linked from the download-image banners. */
const apk = localDownload(code, 'DemoXoSo-2.4.39.apk');

export const DEMOVN: MerchantFixture = {
  merchantCode: code,
  merchantName: 'Demo Xổ Số',
  defaultLanguage: 'VI',
  brand: { primary: '#c8102e', secondary: '#7a0019', accent: '#ffcd00', logoText: 'XỔ SỐ DEMO' },
  mobileTemplate: {
    code: 'VN_RED',
    parameters: {
      image_logo: `/cdn/${code}/logo.svg`,
      apple_touch_icon: `/cdn/${code}/icon-192.png`,
      app_desc: 'Xổ số ba miền, kết quả trực tiếp mỗi ngày. Nạp rút nhanh, an toàn, hỗ trợ 24/7.',
      desktop_app_feature: '',
      primary_color: '#c8102e',
      pwa: pwaParameter(code, 'Demo Xổ Số', 'Xổ Số'),
    },
  },
  country: {
    countryCode: 'VN',
    countryDialingCode: '84',
    countries: [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'KH', countryDialingCode: '855' },
      { countryCode: 'LA', countryDialingCode: '856' },
      { countryCode: 'TH', countryDialingCode: '66' },
      { countryCode: 'MY', countryDialingCode: '60' },
      { countryCode: 'PH', countryDialingCode: '63' },
    ],
    currency: 'VND',
    currencySymbol: '₫',
    currencyPosition: 'AFTER',
  },
  whitelabel: ['CBS3', 'LOTTMINIGAME3', 'MOBILEAUTOLOGIN3', 'STARTGAMEINAPP3'],
  whitelabelVal: { CBS3: '1', LOTTMINIGAME3: '1', MOBILEAUTOLOGIN3: '1', STARTGAMEINAPP3: '1' },
  customerService: [
    {
      title: 'CSKH trực tuyến 24/7',
      target: `/cs/${code}/1`,
      key: 'Vn8kQ2xz',
      csType: 'LIVECHAT',
      csPosition: '1',
      labelIds: [],
    },
    {
      title: 'CSKH hội viên VIP',
      target: `/cs/${code}/2`,
      key: 'Vip7Rt3m',
      csType: 'COMM100VIP',
      csPosition: '2',
      labelIds: [3, 4],
    },
  ],
  resources: [
    { resourceType: 'Android', url: apk },
    { resourceType: 'IOS', url: localDownload(code, 'DemoXoSo-2.4.39.ipa') },
    { resourceType: 'MOBILECONFIG', url: localDownload(code, 'DemoXoSo.mobileconfig') },
    { resourceType: 'AppDownloadIcon', url: `/cdn/${code}/icon-192.png` },
  ],
  banners: [
    {
      id: 101,
      groupName: 'm_home',
      image: 1,
      title: 'Thưởng nạp đầu 100%',
      caption: 'Nhận tới 8.888.000 ₫ cho lần nạp đầu tiên',
      linkageType: 'P',
      linkage: '12',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 102,
      groupName: 'm_home',
      image: 2,
      title: 'Trung tâm thưởng',
      caption: 'Điểm danh mỗi ngày, nhận quà liền tay',
      linkageType: 'URL',
      linkage: '/m/rewardCenter',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 103,
      groupName: 'm_home',
      image: 3,
      title: 'Hướng dẫn chơi xổ số',
      caption: 'Cách dò kết quả ba miền Bắc, Trung, Nam',
      linkageType: 'URL',
      linkage: 'https://huongdan.demoxoso.example/xo-so-ba-mien',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 104,
      groupName: 'm_home',
      image: 4,
      title: 'Xổ số siêu tốc 45 giây',
      caption: 'Quay thưởng liên tục, trả thưởng tức thì',
      linkageType: 'G',
      linkage: 'VN_SIEU_TOC_45S',
      roomId: null,
      nodeId: '1',
      gameType: 'LOTT',
      vendor: 'TCG_LOTTO_VN',
    },
    {
      id: 105,
      groupName: 'm_popup1',
      image: 5,
      title: 'Tải ứng dụng Demo Xổ Số',
      caption: 'Nhận ngay 58.000 ₫ khi cài đặt ứng dụng',
      linkageType: 'URL',
      linkage: apk,
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 106,
      groupName: 'm_popup2',
      image: 6,
      title: 'Chơi mượt hơn trên ứng dụng',
      caption: 'Báo kết quả ngay khi quay số xong',
      linkageType: 'URL',
      linkage: apk,
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
  ],
  marquee: [
    {
      id: 201,
      title: 'Kết quả xổ số',
      content:
        'Kết quả xổ số miền Bắc được cập nhật trực tiếp lúc 18:15 hằng ngày. Chúc quý khách may mắn!',
    },
    {
      id: 202,
      title: 'Bảo trì định kỳ',
      content:
        'Hệ thống bảo trì định kỳ từ 02:00 đến 04:00 ngày 15 hằng tháng. Cảm ơn quý khách đã thông cảm.',
    },
    {
      id: 203,
      title: 'Cảnh báo lừa đảo',
      content:
        'Cảnh giác với trang giả mạo: Demo Xổ Số không bao giờ hỏi mật khẩu qua điện thoại hay Zalo.',
    },
  ],
  popups: [
    {
      id: 301,
      title: 'Ưu đãi hội viên',
      content:
        '<p>Cài ứng dụng Demo Xổ Số và nạp lần thứ hai trong tuần để nhận thêm <strong>20%</strong> tiền thưởng.</p><p>Áp dụng đến hết Chủ nhật.</p>',
      promotionType: 'APP_DOWNLOAD',
      execution: 'A',
      category: 'app_download',
    },
    {
      id: 302,
      title: 'Đăng ký nhận quà',
      content:
        '<p>Tạo tài khoản trong 1 phút và nhận ngay <strong>58.000 ₫</strong> tiền thưởng.</p><p>Tải ứng dụng để không bỏ lỡ kết quả quay số.</p><p><a href="/m/register">Đăng ký ngay</a></p>',
      promotionType: 'REGISTER',
      execution: 'B',
      category: 'app_download',
    },
    {
      id: 303,
      title: 'Chào mừng thành viên mới',
      content:
        '<p>Cảm ơn bạn đã tham gia Demo Xổ Số! Thưởng chào mừng <strong>100.000 ₫</strong> sẽ được cộng sau lần nạp đầu tiên.</p><p>Vui lòng đọc hết các trang thông báo trước khi đóng.</p>',
      promotionType: 'DEPOSIT',
      execution: 'F',
      forceRead: true,
      category: 'app_download',
    },
    {
      // Hostile HTML: each part would set window.__pwned, alert or cover the page if it ran.
      id: 304,
      title: 'Lịch quay số dịp lễ',
      content:
        '<p>Lịch quay số dịp lễ đã được cập nhật.</p>' +
        '<script>window.__pwned = 1; document.title = "pwned";</script>' +
        '<img src="/cdn/DEMOVN/missing.png" onerror="window.__pwned = 1; alert(1)" alt="">' +
        '<p><a href="javascript:window.__pwned=1;alert(1)">Xem chi tiết</a></p>' +
        '<p><a href="data:text/html,<script>parent.__pwned=1</script>">Tải lịch</a></p>' +
        '<iframe src="javascript:parent.__pwned=1" srcdoc="<script>parent.__pwned=1</script>"></iframe>' +
        '<svg onload="window.__pwned = 1"><circle r="4"></circle></svg>' +
        '<details open ontoggle="window.__pwned = 1">Giờ quay: 18:15 hằng ngày.</details>' +
        '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Đăng nhập lại tại đây</div>' +
        '<p><a href="https://www.example.com/lich-quay-so" target="_self">Lịch đầy đủ</a></p>',
      promotionType: 'REGISTER',
      execution: 'B',
      category: 'app_download',
    },
  ],
  csPage: {
    lang: 'vi',
    heading: 'Chăm sóc khách hàng (demo)',
    intro: 'Đây là trang chăm sóc khách hàng mẫu của máy chủ thử nghiệm.',
    notice: 'Trên trang thật của nhà điều hành, cửa sổ trò chuyện trực tuyến sẽ mở tại đây.',
    back: 'Quay lại trang chủ',
  },
  devIdentities: [
    {
      channel: 'google',
      subject: 'vn-google-1001',
      email: 'lan.nguyen@gmail.example',
      name: 'Nguyễn Thị Lan',
      boundTo: 'player01',
    },
    {
      channel: 'google',
      subject: 'vn-google-1002',
      email: 'new.player@gmail.example',
      name: 'New Player',
      boundTo: null,
    },
    {
      channel: 'facebook',
      subject: 'vn-facebook-2001',
      email: 'minh.tran@facebook.example',
      name: 'Trần Văn Minh',
      boundTo: null,
    },
    {
      channel: 'twitter',
      subject: 'vn-twitter-3001',
      email: 'hoa.le@twitter.example',
      name: 'Lê Thị Hoa',
      boundTo: null,
    },
    {
      channel: 'line',
      subject: 'vn-line-4001',
      email: 'thao.pham@line.example',
      name: 'Phạm Thu Thảo',
      boundTo: null,
    },
  ],
};
