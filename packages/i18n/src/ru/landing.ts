// The landing page's own texts: they load with its screen (the mini app's LandingScreen), not with
// every first load; the plan names (ru/plans.ts) are shared with sign-up and the account.
import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/landing.ts";

export const landing: TranslationShape<typeof en.landing> = {
  nav: {
    account: "Кабинет",
    login: "Войти",
    register: "Регистрация",
  },
  hero: {
    visitor: {
      title: "Онлайн-запись для консультантов и экспертов",
      subtitle: "Собственная страница записи с услугами, новостями и статьями — в браузере и прямо в Telegram.",
      getStarted: "Начать",
      viewPlans: "Тарифы",
    },
    user: {
      title: "С возвращением, {{name}}!",
      titleNoName: "С возвращением!",
      subtitle: "Управляйте страницей записи, подпиской и настройками.",
      myAccount: "Мой кабинет",
      myPage: "Моя страница",
    },
  },
  features: {
    title: "Всё, что нужно для приёма записей",
    telegram: {
      title: "Интеграция с Telegram",
      text: "Клиенты записываются в мини-приложении Telegram, получают уведомления от вашего бота и входят по одноразовому коду.",
    },
    payments: {
      title: "Онлайн-оплата",
      text: "Принимайте оплату через ЮKassa, Т-Банк и СБП и сразу видите оплаченные записи.",
    },
    branding: {
      title: "Ваш бренд",
      text: "Свой домен, свой бот и никакого брендинга платформы на платных тарифах.",
    },
  },
  plans: {
    title: "Тарифы",
    subtitle: "Начните бесплатно и переходите на другой тариф по мере роста",
    cta: "Начать",
  },
  faq: {
    title: "Частые вопросы",
    howItWorks: {
      question: "Как это работает?",
      answer:
        "Зарегистрируйтесь, выберите тариф и добавьте услуги и рабочее время. Вы получите страницу записи в браузере и в Telegram, а клиенты запишутся на свободное время в пару касаний.",
    },
    ownDomain: {
      question: "Можно ли подключить свой домен?",
      answer:
        "Да, на тарифах «Профессиональный» и «Корпоративный». Направьте A-записи домена на наш сервер и сохраните домен в кабинете — SSL-сертификат выпустится автоматически.",
    },
    technicalSkills: {
      question: "Нужны ли технические навыки?",
      answer: "Нет. Всё настраивается в кабинете за несколько минут, без кода и хостинга.",
    },
    ownBot: {
      question: "Можно ли подключить своего Telegram-бота?",
      answer: "Да, на тарифах «Профессиональный» и «Корпоративный»: создайте бота через @BotFather и вставьте его токен в настройках бота.",
    },
    payments: {
      question: "Как устроена оплата?",
      answer:
        "Начиная с тарифа «Стартовый» можно подключить ЮKassa, Т-Банк или СБП. Клиенты оплачивают записи онлайн, а оплаченные записи отмечаются автоматически.",
    },
  },
  footer: {
    terms: "Условия использования",
    privacy: "Политика конфиденциальности",
    support: "Поддержка",
    comingSoon: "Скоро",
    rights: "© {{year}} {{appName}}",
  },
};
