// DEMOBR's help center, in Brazilian Portuguese and English. Answers are limited HTML
// (src/common/pages/limitedHtml.ts); links stay inside the storefront.
import type { HelpContent } from './help.ts';

export const HELP_DEMOBR: HelpContent = {
  updatedAt: '2026-11-18T15:00:00.000Z',
  languages: ['PT-BR', 'EN'],
  topics: [
    {
      id: 'account',
      titles: { 'PT-BR': 'Conta', EN: 'Account' },
      questions: [
        {
          id: 'account-register',
          texts: {
            'PT-BR': {
              question: 'Como faço o cadastro?',
              answerHtml:
                '<p>Toque em <strong>Cadastrar</strong> na página inicial e use um nome de usuário ou o seu celular.</p><ol><li>Informe o usuário (ou o celular e o código SMS).</li><li>Crie uma senha de 6 a 20 letras e números.</li><li>Conclua a verificação e toque em Cadastrar.</li></ol><p>É permitida uma conta por pessoa (CPF).</p>',
            },
            EN: {
              question: 'How do I register?',
              answerHtml:
                '<p>Tap <strong>Register</strong> on the home page and sign up with a username or your phone number.</p><ol><li>Enter a username (or your phone number and the SMS code).</li><li>Choose a password of 6–20 letters and digits.</li><li>Complete the check and tap Register.</li></ol><p>One account per person (CPF).</p>',
            },
          },
        },
        {
          id: 'account-forgot-password',
          texts: {
            'PT-BR': {
              question: 'Esqueci a minha senha',
              answerHtml:
                '<p>Na página de <a href="/m/login">Entrar</a>, escolha <strong>Esqueci a senha</strong> e redefina com um código SMS no celular cadastrado ou um link por e-mail, válido por 30 minutos.</p>',
            },
            EN: {
              question: 'I forgot my password',
              answerHtml:
                '<p>On the <a href="/m/login">Login</a> page, choose <strong>Forgot password</strong> and reset it with an SMS code to your registered number or a link sent by e-mail, valid for 30 minutes.</p>',
            },
          },
        },
        {
          id: 'account-cpf',
          texts: {
            'PT-BR': {
              question: 'Por que preciso informar o CPF?',
              answerHtml:
                '<p>O CPF confirma que as contas Pix e bancárias são suas. Os saques só vão para contas no mesmo CPF da sua conta.</p>',
            },
            EN: {
              question: 'Why do I need to give my CPF?',
              answerHtml:
                '<p>Your CPF confirms that the Pix keys and bank accounts are yours. Withdrawals only go to accounts under your own CPF.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'deposit',
      titles: { 'PT-BR': 'Depósitos', EN: 'Deposits' },
      questions: [
        {
          id: 'deposit-pix',
          texts: {
            'PT-BR': {
              question: 'Como deposito com Pix?',
              answerHtml:
                '<ol><li>Abra <a href="/m/voucherCenter">Depositar</a> e informe o valor (de R$ 20 a R$ 50.000).</li><li>Pague o QR Code ou o Pix copia e cola no app do seu banco.</li><li>O saldo é creditado em poucos segundos.</li></ol>',
            },
            EN: {
              question: 'How do I deposit with Pix?',
              answerHtml:
                '<ol><li>Open <a href="/m/voucherCenter">Deposit</a> and enter an amount (R$ 20 to R$ 50,000).</li><li>Pay the QR code or the copy-and-paste code in your bank’s app.</li><li>Your balance is credited within seconds.</li></ol>',
            },
          },
        },
        {
          id: 'deposit-not-credited',
          texts: {
            'PT-BR': {
              question: 'Paguei, mas o saldo não mudou',
              answerHtml:
                '<p>A maioria dos Pix cai em até 1 minuto. Se depois de 15 minutos nada aparecer, envie um <a href="/m/feedback">Feedback</a> com o comprovante e o número do pedido, ou fale com o Atendimento.</p>',
            },
            EN: {
              question: 'I paid but my balance has not changed',
              answerHtml:
                '<p>Most Pix payments arrive within a minute. If nothing arrives after 15 minutes, send <a href="/m/feedback">Feedback</a> with the receipt and the order number, or contact Customer service.</p>',
            },
          },
        },
        {
          id: 'deposit-coupon',
          texts: {
            'PT-BR': {
              question: 'Como uso um cupom de depósito?',
              answerHtml:
                '<p>Resgate o cupom em <a href="/m/voucherCenter">Depositar</a> ou no <a href="/m/rewardCenter">Centro de recompensas</a> e selecione-o ao depositar. O bônus é pago junto com o depósito aprovado a partir do valor mínimo do cupom.</p>',
            },
            EN: {
              question: 'How do I use a deposit coupon?',
              answerHtml:
                '<p>Claim it in <a href="/m/voucherCenter">Deposit</a> or the <a href="/m/rewardCenter">Reward center</a> and pick it when you deposit. The bonus is paid with an approved deposit of at least the coupon’s minimum.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'withdrawal',
      titles: { 'PT-BR': 'Saques', EN: 'Withdrawals' },
      questions: [
        {
          id: 'withdrawal-how',
          texts: {
            'PT-BR': {
              question: 'Como faço um saque?',
              answerHtml:
                '<ol><li><a href="/m/securityCenter/addBankCardPix">Cadastre uma chave Pix</a> no seu CPF.</li><li>Crie a senha de saque de 6 dígitos.</li><li>Abra <a href="/m/withdraw">Sacar</a> e informe a partir de R$ 30.</li></ol>',
            },
            EN: {
              question: 'How do I withdraw?',
              answerHtml:
                '<ol><li><a href="/m/securityCenter/addBankCardPix">Add a Pix key</a> under your CPF.</li><li>Set a 6-digit withdrawal password.</li><li>Open <a href="/m/withdraw">Withdraw</a> and enter R$ 30 or more.</li></ol>',
            },
          },
        },
        {
          id: 'withdrawal-time',
          texts: {
            'PT-BR': {
              question: 'Quanto tempo leva um saque?',
              answerHtml:
                '<p>Saques via Pix costumam cair em até 10 minutos, 24 horas por dia. Membros VIP Ouro e Platina têm prioridade.</p>',
            },
            EN: {
              question: 'How long does a withdrawal take?',
              answerHtml:
                '<p>Pix withdrawals usually arrive within 10 minutes, around the clock. VIP Gold and Platinum members are handled first.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'lottery',
      titles: { 'PT-BR': 'Loterias e jogo do bicho', EN: 'Lotteries and jogo do bicho' },
      questions: [
        {
          id: 'lottery-draw-times',
          texts: {
            'PT-BR': {
              question: 'Quais são os horários dos sorteios?',
              answerHtml:
                '<ul><li>Jogo do bicho: 11:20, 14:20, 16:20, 18:20 e 21:20, de segunda a sábado.</li><li>Super Sena: terça, quinta e sábado às 20:00.</li><li>Federal da Sorte: quarta e sábado às 19:00.</li></ul><p>Horários de Brasília. Veja todos em <a href="/m/game">Jogos</a>.</p>',
            },
            EN: {
              question: 'When are the draws?',
              answerHtml:
                '<ul><li>Jogo do bicho: 11:20, 14:20, 16:20, 18:20 and 21:20, Monday to Saturday.</li><li>Super Sena: Tuesday, Thursday and Saturday at 20:00.</li><li>Federal da Sorte: Wednesday and Saturday at 19:00.</li></ul><p>Brasília time. See them all in <a href="/m/game">Games</a>.</p>',
            },
          },
        },
        {
          id: 'lottery-results',
          texts: {
            'PT-BR': {
              question: 'Onde vejo os resultados?',
              answerHtml:
                '<p>Os últimos resultados de cada jogo estão em <a href="/m/game">Jogos</a>; os prêmios são creditados automaticamente no saldo.</p>',
            },
            EN: {
              question: 'Where do I see the results?',
              answerHtml:
                '<p>Each game’s latest results are in <a href="/m/game">Games</a>; prizes are paid to your balance automatically.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'promotions',
      titles: { 'PT-BR': 'Promoções e VIP', EN: 'Promotions and VIP' },
      questions: [
        {
          id: 'promotions-rewards',
          texts: {
            'PT-BR': {
              question: 'Onde recebo as minhas recompensas?',
              answerHtml:
                '<p>Todas ficam no <a href="/m/rewardCenter">Centro de recompensas</a>. Toque em <strong>Resgatar</strong> antes do prazo; recompensas vencidas não podem ser resgatadas.</p>',
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
            'PT-BR': {
              question: 'Para que servem os pontos?',
              answerHtml:
                '<p>Cada R$ 10 em apostas válidas vale 1 ponto, e as missões dão mais. Troque por bônus, cupons ou prêmios na <a href="/m/mall/mallHome">Loja de pontos</a>.</p>',
            },
            EN: {
              question: 'What are points for?',
              answerHtml:
                '<p>Every R$ 10 of valid bets earns 1 point, and missions give more. Exchange them for bonuses, coupons or prizes in the <a href="/m/mall/mallHome">Point mall</a>.</p>',
            },
          },
        },
        {
          id: 'promotions-vip',
          texts: {
            'PT-BR': {
              question: 'Como subo de nível VIP?',
              answerHtml:
                '<p>O nível segue o total depositado, o total apostado e os dias ativos. Veja as condições e os benefícios em <a href="/m/member/benefits">Clube VIP</a>.</p>',
            },
            EN: {
              question: 'How do I reach a higher VIP level?',
              answerHtml:
                '<p>Levels follow your total deposits, total bets and active days. See each level’s conditions and benefits in <a href="/m/member/benefits">VIP club</a>.</p>',
            },
          },
        },
      ],
    },
    {
      id: 'responsible-gaming',
      titles: { 'PT-BR': 'Jogo responsável', EN: 'Responsible gaming' },
      questions: [
        {
          id: 'responsible-limits',
          texts: {
            'PT-BR': {
              question: 'Posso limitar os meus depósitos ou pausar a conta?',
              answerHtml:
                '<p>Sim. Fale com o Atendimento para definir um limite diário, semanal ou mensal de depósitos, ou para pausar a conta por 30 dias ou mais. Jogos são proibidos para menores de 18 anos.</p>',
            },
            EN: {
              question: 'Can I limit my deposits or pause my account?',
              answerHtml:
                '<p>Yes. Ask Customer service to set a daily, weekly or monthly deposit limit, or to pause your account for 30 days or more. Gambling is forbidden under 18.</p>',
            },
          },
        },
      ],
    },
  ],
};
