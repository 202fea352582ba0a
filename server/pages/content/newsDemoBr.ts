// DEMOBR's news, in Brazilian Portuguese and English, newest first. Content is limited HTML
// (src/common/pages/limitedHtml.ts).
import type { NewsFixture } from './news.ts';

export const NEWS_DEMOBR: NewsFixture[] = [
  {
    id: 611,
    category: 'PROMOTION',
    daysAgo: 0,
    minuteOfDay: 10 * 60,
    image: true,
    texts: {
      'PT-BR': {
        title: 'Semana do cashback: até 12% de volta',
        summary: 'Cashback das perdas da semana pelo seu nível VIP, toda segunda-feira.',
        contentHtml:
          '<p>Nesta semana o cashback das perdas líquidas segue o seu nível VIP:</p><ul><li>Membro: 2%</li><li>VIP Ouro: 10%</li><li>VIP Platina: 12%</li></ul><p>O valor aparece no <a href="/m/rewardCenter">Centro de recompensas</a> toda segunda-feira e vale por 3 dias.</p>',
      },
      EN: {
        title: 'Cashback week: up to 12% back',
        summary: "Cashback on the week's losses by VIP level, every Monday.",
        contentHtml:
          '<p>This week, cashback on net losses follows your VIP level:</p><ul><li>Member: 2%</li><li>VIP Gold: 10%</li><li>VIP Platinum: 12%</li></ul><p>It appears in the <a href="/m/rewardCenter">Reward center</a> every Monday and lasts 3 days.</p>',
      },
    },
  },
  {
    id: 610,
    category: 'RESULTS',
    daysAgo: 1,
    minuteOfDay: 21 * 60,
    image: true,
    texts: {
      'PT-BR': {
        title: 'Super Sena acumulada em R$ 1,2 milhão',
        summary: 'Ninguém acertou as seis dezenas; o próximo sorteio é às 20:00.',
        contentHtml:
          '<p>Ninguém acertou as seis dezenas e a <strong>Super Sena</strong> acumulou em R$ 1,2 milhão.</p><p>Sorteios às terças, quintas e sábados, às 20:00 (horário de Brasília). Apostas até as 19:00 em <a href="/m/game">Jogos</a>.</p>',
      },
      EN: {
        title: 'Super Sena jackpot rolls over to R$ 1.2 million',
        summary: 'Nobody matched all six numbers; the next draw is at 20:00.',
        contentHtml:
          '<p>Nobody matched all six numbers, so the <strong>Super Sena</strong> jackpot is now R$ 1.2 million.</p><p>Draws on Tuesday, Thursday and Saturday at 20:00 Brasília time. Bet until 19:00 in <a href="/m/game">Games</a>.</p>',
      },
    },
  },
  {
    id: 609,
    category: 'MAINTENANCE',
    daysAgo: 2,
    minuteOfDay: 16 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Manutenção programada no domingo, das 02:00 às 04:00',
        summary: 'Depósitos e saques via Pix podem atrasar durante a janela.',
        contentHtml:
          '<p>No domingo, das 02:00 às 04:00, faremos uma manutenção programada. Depósitos e saques via Pix podem levar mais tempo nesse período.</p><p>Os jogos continuam disponíveis.</p>',
      },
      EN: {
        title: 'Planned maintenance on Sunday, 02:00 to 04:00',
        summary: 'Pix deposits and withdrawals may be delayed during the window.',
        contentHtml:
          '<p>On Sunday from 02:00 to 04:00 we carry out planned maintenance. Pix deposits and withdrawals may take longer meanwhile.</p><p>Games stay available.</p>',
      },
    },
  },
  {
    id: 608,
    category: 'PAYMENT',
    daysAgo: 4,
    minuteOfDay: 11 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Saques via Pix em até 10 minutos',
        summary: 'A partir de R$ 30, 24 horas por dia, inclusive fins de semana.',
        contentHtml:
          '<p>Os saques via Pix agora caem em até <strong>10 minutos</strong>, 24 horas por dia, também nos fins de semana e feriados.</p><p>Cadastre a sua chave em <a href="/m/securityCenter/addBankCardPix">Chave Pix</a>.</p>',
      },
      EN: {
        title: 'Pix withdrawals within 10 minutes',
        summary: 'From R$ 30, around the clock, weekends included.',
        contentHtml:
          '<p>Pix withdrawals now arrive within <strong>10 minutes</strong>, around the clock, weekends and holidays included.</p><p>Add your key in <a href="/m/securityCenter/addBankCardPix">Pix key</a>.</p>',
      },
    },
  },
  {
    id: 607,
    category: 'NOTICE',
    daysAgo: 6,
    minuteOfDay: 9 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Cuidado com golpes em nome da Demo Sorte',
        summary: 'Nunca pedimos senha, código SMS ou Pix para conta de pessoa física.',
        contentHtml:
          '<p>Golpistas estão se passando pela Demo Sorte no WhatsApp e no Instagram.</p><ul><li>Nunca pedimos senha, código SMS ou código do autenticador.</li><li>Nunca pedimos Pix para a conta de uma pessoa.</li></ul><p>Denuncie mensagens suspeitas pelo <a href="/m/feedback">Feedback</a>.</p>',
      },
      EN: {
        title: 'Beware of scams in Demo Sorte’s name',
        summary: "We never ask for passwords, SMS codes or a Pix to a person's account.",
        contentHtml:
          '<p>Scammers are posing as Demo Sorte on WhatsApp and Instagram.</p><ul><li>We never ask for your password, SMS codes or authenticator codes.</li><li>We never ask for a Pix to a person’s account.</li></ul><p>Report suspicious messages through <a href="/m/feedback">Feedback</a>.</p>',
      },
    },
  },
  {
    id: 606,
    category: 'PROMOTION',
    daysAgo: 8,
    minuteOfDay: 10 * 60 + 30,
    image: true,
    texts: {
      'PT-BR': {
        title: 'Missões diárias valem pontos',
        summary: 'Entre, deposite e aposte para ganhar pontos e subir no ranking.',
        contentHtml:
          '<p>Todo dia há 4 missões novas e toda semana 4 missões maiores. Complete-as para ganhar pontos, bônus e posições no ranking.</p><p>O 1º lugar da semana leva <strong>R$ 300</strong>. Veja em <a href="/m/leaderBoard">Missões</a>.</p>',
      },
      EN: {
        title: 'Daily missions earn points',
        summary: 'Log in, deposit and bet to earn points and climb the leaderboard.',
        contentHtml:
          '<p>Four new missions every day and four bigger ones every week. Complete them for points, bonuses and leaderboard places.</p><p>The weekly winner takes <strong>R$ 300</strong>. See <a href="/m/leaderBoard">Missions</a>.</p>',
      },
    },
  },
  {
    id: 605,
    category: 'NOTICE',
    daysAgo: 11,
    minuteOfDay: 12 * 60,
    image: true,
    texts: {
      'PT-BR': {
        title: 'Nova Loja de pontos',
        summary: 'Troque pontos por bônus, cupons, recargas e prêmios.',
        contentHtml:
          '<p>A Loja de pontos chegou! Troque os seus pontos por bônus, cupons de depósito, recargas de celular e prêmios.</p><p>Visite a <a href="/m/mall/mallHome">Loja de pontos</a>.</p>',
      },
      EN: {
        title: 'The Point mall is open',
        summary: 'Exchange points for bonuses, coupons, top-ups and prizes.',
        contentHtml:
          '<p>The Point mall is here! Exchange your points for bonuses, deposit coupons, phone top-ups and prizes.</p><p>Visit the <a href="/m/mall/mallHome">Point mall</a>.</p>',
      },
    },
  },
  {
    id: 604,
    category: 'RESULTS',
    daysAgo: 14,
    minuteOfDay: 8 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Quina Turbo: um sorteio a cada 3 minutos',
        summary: 'Cinco dezenas de 01 a 80, o dia inteiro.',
        contentHtml:
          '<p>A Quina Turbo sorteia cinco dezenas de 01 a 80 a cada 3 minutos, 24 horas por dia.</p><p>Resultados de todos os concursos em <a href="/m/game">Jogos</a>.</p>',
      },
      EN: {
        title: 'Quina Turbo: a draw every 3 minutes',
        summary: 'Five numbers from 01 to 80, all day long.',
        contentHtml:
          '<p>Quina Turbo draws five numbers from 01 to 80 every 3 minutes, around the clock.</p><p>Every draw’s results are in <a href="/m/game">Games</a>.</p>',
      },
    },
  },
  {
    id: 603,
    category: 'NOTICE',
    daysAgo: 17,
    minuteOfDay: 14 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Jogo responsável: defina os seus limites',
        summary: 'Limites de depósito e pausa da conta pelo Atendimento.',
        contentHtml:
          '<p>Jogar deve ser diversão. Você pode definir limites de depósito diários, semanais ou mensais, ou pausar a conta por 30 dias ou mais.</p><p>Saiba mais na <a href="/m/help">Central de ajuda</a>. Proibido para menores de 18 anos.</p>',
      },
      EN: {
        title: 'Responsible gaming: set your limits',
        summary: 'Deposit limits and account pauses through Customer service.',
        contentHtml:
          '<p>Playing should be fun. You can set daily, weekly or monthly deposit limits, or pause your account for 30 days or more.</p><p>Learn more in the <a href="/m/help">Help center</a>. Forbidden under 18.</p>',
      },
    },
  },
  {
    id: 602,
    category: 'NOTICE',
    daysAgo: 21,
    minuteOfDay: 13 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Programa de indicação em pausa para melhorias',
        summary: 'Os bônus já ganhos continuam no Centro de recompensas.',
        contentHtml:
          '<p>O programa Indique e ganhe está em pausa enquanto preparamos novidades. Os bônus de indicação já ganhos continuam disponíveis no <a href="/m/rewardCenter">Centro de recompensas</a>.</p>',
      },
      EN: {
        title: 'The referral programme is paused for improvements',
        summary: 'Bonuses already earned stay in the Reward center.',
        contentHtml:
          '<p>The refer-a-friend programme is paused while we prepare something new. Referral bonuses already earned stay in the <a href="/m/rewardCenter">Reward center</a>.</p>',
      },
    },
  },
  {
    id: 601,
    category: 'NOTICE',
    daysAgo: 27,
    minuteOfDay: 10 * 60,
    image: false,
    texts: {
      'PT-BR': {
        title: 'Instale o app e receba os resultados',
        summary: 'Resultados e promoções direto no seu celular.',
        contentHtml:
          '<p>Adicione a Demo Sorte à tela inicial para abrir mais rápido, usar com sinal fraco e receber os resultados assim que saírem.</p>',
      },
      EN: {
        title: 'Install the app for result alerts',
        summary: 'Results and promotions straight to your phone.',
        contentHtml:
          '<p>Add Demo Sorte to your home screen to open it fast, use it on a weak signal and get results as soon as they are drawn.</p>',
      },
    },
  },
];
