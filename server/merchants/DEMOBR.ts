// Demo Brazilian merchant: green theme, Brazilian Portuguese texts, BRL.
import { localDownload } from './downloads.ts';
import { pwaParameter, type MerchantFixture } from './types.ts';

const code = 'DEMOBR';
/** The Android package, also linked from the download-image banners. */
const apk = localDownload(code, 'DemoSorte-2.4.39.apk');

export const DEMOBR: MerchantFixture = {
  merchantCode: code,
  merchantName: 'Demo Sorte Brasil',
  defaultLanguage: 'PT-BR',
  brand: { primary: '#009c3b', secondary: '#005f24', accent: '#ffdf00', logoText: 'DEMO SORTE' },
  mobileTemplate: {
    code: 'BR_GREEN',
    parameters: {
      image_logo: `/cdn/${code}/logo.svg`,
      apple_touch_icon: `/cdn/${code}/icon-192.png`,
      app_desc: 'Loterias, jogos ao vivo e saques via PIX em minutos. Atendimento 24 horas.',
      desktop_app_feature: '',
      primary_color: '#009c3b',
      pwa: pwaParameter(code, 'Demo Sorte Brasil', 'Demo Sorte'),
    },
  },
  country: {
    countryCode: 'BR',
    countryDialingCode: '55',
    countries: [
      { countryCode: 'BR', countryDialingCode: '55' },
      { countryCode: 'PT', countryDialingCode: '351' },
      { countryCode: 'AR', countryDialingCode: '54' },
      { countryCode: 'PY', countryDialingCode: '595' },
      { countryCode: 'UY', countryDialingCode: '598' },
      { countryCode: 'CL', countryDialingCode: '56' },
      { countryCode: 'US', countryDialingCode: '1' },
    ],
    currency: 'BRL',
    currencySymbol: 'R$',
    currencyPosition: 'BEFORE',
  },
  whitelabel: [
    'CBS3',
    'GOOGLELOGIN3',
    'PWDEXPFORCECHANGE3',
    'UPDATEMOBILEICC3',
    'SEALOTTMINIGAME3',
  ],
  whitelabelVal: {
    CBS3: '1',
    GOOGLELOGIN3: '1',
    PWDEXPFORCECHANGE3: '1',
    UPDATEMOBILEICC3: '1',
    SEALOTTMINIGAME3: '1',
  },
  customerService: [
    {
      title: 'Atendimento 24h',
      target: `/cs/${code}/1`,
      key: 'Br4tE9wQ',
      csType: 'LIVECHAT',
      csPosition: '1',
      labelIds: [],
    },
    {
      title: 'Atendimento VIP',
      target: `/cs/${code}/2`,
      key: 'Vp2Xk8nL',
      csType: 'COMM100VIP',
      csPosition: '2',
      labelIds: [5, 6],
    },
  ],
  resources: [
    { resourceType: 'Android', url: apk },
    { resourceType: 'IOS', url: localDownload(code, 'DemoSorte-2.4.39.ipa') },
    { resourceType: 'MOBILECONFIG', url: localDownload(code, 'DemoSorte.mobileconfig') },
    { resourceType: 'AppDownloadIcon', url: `/cdn/${code}/icon-192.png` },
  ],
  banners: [
    {
      id: 111,
      groupName: 'm_home',
      image: 1,
      title: 'Bônus de boas-vindas de 100%',
      caption: 'Até R$ 500 no primeiro depósito via PIX',
      linkageType: 'P',
      linkage: '27',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 112,
      groupName: 'm_home',
      image: 2,
      title: 'Missões diárias',
      caption: 'Complete missões e ganhe giros grátis',
      linkageType: 'URL',
      linkage: '/m/leaderBoard',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 113,
      groupName: 'm_home',
      image: 3,
      title: 'Jogue com responsabilidade',
      caption: 'Saiba como definir limites de depósito',
      linkageType: 'URL',
      linkage: 'https://ajuda.demosorte.example/jogo-responsavel',
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 114,
      groupName: 'm_home',
      image: 4,
      title: 'Mega Sorte 5 minutos',
      caption: 'Sorteios a cada 5 minutos, prêmios na hora',
      linkageType: 'G',
      linkage: 'SEA_MEGA_5M',
      roomId: null,
      nodeId: '2',
      gameType: 'ELOTT',
      vendor: 'TCG_SEA',
    },
    {
      id: 115,
      groupName: 'm_popup1',
      image: 5,
      title: 'Baixe o app Demo Sorte',
      caption: 'Ganhe R$ 10 ao instalar o aplicativo',
      linkageType: 'URL',
      linkage: apk,
      roomId: null,
      nodeId: null,
      gameType: null,
      vendor: null,
    },
    {
      id: 116,
      groupName: 'm_popup2',
      image: 6,
      title: 'Resultados na hora',
      caption: 'Ative as notificações e saiba quando ganhar',
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
      id: 211,
      title: 'PIX 24 horas',
      content: 'Depósitos e saques via PIX funcionam 24 horas por dia, 7 dias por semana.',
    },
    {
      id: 212,
      title: 'Manutenção programada',
      content: 'Manutenção programada no domingo, das 03:00 às 05:00 (horário de Brasília).',
    },
    {
      id: 213,
      title: 'Segurança',
      content: 'Atenção: a Demo Sorte nunca pede sua senha por WhatsApp, SMS ou telefone.',
    },
  ],
  popups: [
    {
      id: 311,
      title: 'Oferta para membros',
      content:
        '<p>Baixe o app, deposite hoje e ganhe <strong>50 giros grátis</strong>.</p><p>Válido até domingo.</p>',
      promotionType: 'APP_DOWNLOAD',
      execution: 'A',
      category: 'app_download',
    },
    {
      id: 312,
      title: 'Cadastre-se e ganhe',
      content:
        '<p>Crie sua conta em 1 minuto e receba <strong>R$ 20</strong> de bônus.</p><p>Com o app você acompanha os sorteios ao vivo.</p><p><a href="/m/register">Cadastre-se agora</a></p>',
      promotionType: 'REGISTER',
      execution: 'B',
      category: 'app_download',
    },
    {
      id: 313,
      title: 'Boas-vindas ao novo membro',
      content:
        '<p>Obrigado por entrar na Demo Sorte! O bônus de boas-vindas de <strong>R$ 10</strong> é creditado após o primeiro depósito.</p><p>Leia todas as páginas do aviso antes de fechar.</p>',
      promotionType: 'DEPOSIT',
      execution: 'F',
      forceRead: true,
      category: 'app_download',
    },
    {
      // Hostile HTML: each part would set window.__pwned, alert or cover the page if it ran.
      id: 314,
      title: 'Sorteios do feriado',
      content:
        '<p>O calendário de sorteios do feriado foi atualizado.</p>' +
        '<script>window.__pwned = 1; document.title = "pwned";</script>' +
        '<img src="/cdn/DEMOBR/missing.png" onerror="window.__pwned = 1; alert(1)" alt="">' +
        '<p><a href="javascript:window.__pwned=1;alert(1)">Ver detalhes</a></p>' +
        '<p><a href="data:text/html,<script>parent.__pwned=1</script>">Baixar calendário</a></p>' +
        '<iframe src="javascript:parent.__pwned=1" srcdoc="<script>parent.__pwned=1</script>"></iframe>' +
        '<svg onload="window.__pwned = 1"><circle r="4"></circle></svg>' +
        '<details open ontoggle="window.__pwned = 1">Sorteios às 20:00 todos os dias.</details>' +
        '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Entre novamente aqui</div>' +
        '<p><a href="https://www.example.com/sorteios" target="_self">Calendário completo</a></p>',
      promotionType: 'REGISTER',
      execution: 'B',
      category: 'app_download',
    },
  ],
  csPage: {
    lang: 'pt-BR',
    heading: 'Atendimento ao cliente (demo)',
    intro: 'Esta é a página de atendimento de demonstração do servidor de teste.',
    notice: 'No site real do operador, o chat ao vivo abre aqui.',
    back: 'Voltar ao início',
  },
  devIdentities: [
    {
      channel: 'google',
      subject: 'br-google-1001',
      email: 'ana.souza@gmail.example',
      name: 'Ana Souza',
      boundTo: 'player01',
    },
    {
      channel: 'google',
      subject: 'br-google-1002',
      email: 'new.player@gmail.example',
      name: 'New Player',
      boundTo: null,
    },
    {
      channel: 'facebook',
      subject: 'br-facebook-2001',
      email: 'joao.pereira@facebook.example',
      name: 'João Pereira',
      boundTo: null,
    },
    {
      channel: 'twitter',
      subject: 'br-twitter-3001',
      email: 'bruna.lima@twitter.example',
      name: 'Bruna Lima',
      boundTo: null,
    },
    {
      channel: 'line',
      subject: 'br-line-4001',
      email: 'carlos.costa@line.example',
      name: 'Carlos Costa',
      boundTo: null,
    },
  ],
};
