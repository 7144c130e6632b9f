import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/tenant.ts";

export const home: TranslationShape<typeof en.home> = {
  title: "Онлайн-запись",
  loading: "Загрузка…",
  greeting: "Здравствуйте, {{name}}!",
  guestPrompt: "Зарегистрируйтесь или войдите, чтобы записаться на консультацию.",
  account: "Мой кабинет",
  logout: "Выйти",
  login: "Войти",
  register: "Зарегистрироваться",
  welcome: {
    title: "Добро пожаловать!",
    text: "Зарегистрируйтесь, чтобы записываться на консультации и следить за своими записями.",
    register: "Зарегистрироваться",
  },
  cards: {
    news: { title: "Новости", text: "Свежие объявления" },
    articles: { title: "Статьи", text: "Полезные материалы" },
    services: { title: "Услуги", text: "Что мы предлагаем и цены" },
    booking: { title: "Записаться", text: "Выберите услугу, дату и время" },
    myBookings: { title: "Мои записи", text: "Просмотр и отмена записей" },
    admin: { title: "Админ-панель", text: "Услуги, записи и контент" },
  },
  storefront: {
    services: "Услуги",
    experts: "Наши специалисты",
    contacts: "Контакты",
    book: "Записаться",
    bookNamed: "Записаться: {{service}}",
    nextFree: "Ближайшее время: {{when}}",
    noFreeTime: "Свободного времени пока нет",
    writeTelegram: "Написать в Telegram",
    onMap: "{{address}} (карта)",
    setupTitle: "Страница готовится к открытию",
    setupText: "{{name}} добавляет свои услуги. Скоро здесь откроется запись.",
    logo: "Логотип: {{name}}",
    // Where the sessions happen (issue 31.2), beside price and length, before anyone books.
    where: { online: "Онлайн", inPerson: "Очно", phone: "По телефону" },
  },
};

export const services: TranslationShape<typeof en.services> = {
  title: "Услуги",
  empty: "Услуг пока нет",
  price: "Стоимость",
  duration: "Длительность",
  book: "Записаться",
};

export const booking: TranslationShape<typeof en.booking> = {
  title: "Запись на консультацию",
  chooseExpert: "Выберите специалиста",
  anyExpert: "Любой свободный",
  anyExpertHint: "Первый специалист, свободный в выбранное время",
  chooseService: "1. Выберите услугу",
  chooseDate: "2. Выберите дату",
  chooseTime: "3. Выберите время",
  noServices: "Нет услуг, доступных для записи",
  noSlots: "На этот день свободного времени нет",
  pickDayFirst: "Выберите зелёный день, чтобы увидеть свободное время",
  zoneNote: "Время указано в часовом поясе: {{zone}}",
  clockSwitch: "Показывать время",
  clockBusiness: "Время заведения ({{zone}})",
  clockDevice: "Ваше время ({{zone}})",
  chosenService: "Выбранная услуга",
  confirm: "Подтвердить запись",
  confirming: "Записываем…",
  summary: "{{service}}, {{date}} в {{time}}",
  questions: {
    title: "Вопросы перед встречей",
    optional: "{{label}} (необязательно)",
    choose: "Выберите…",
    answers: "Ответы на вопросы",
  },
  resumed: "Это время вы выбрали до входа. Оно свободно — подтвердите запись.",
  held: "Время закреплено за вами на {{minutes}} мин.",
  holdOnSignIn: "После входа время закрепится за вами на {{minutes}} мин.",
  kept: "Выбранное время сохранено: после регистрации или входа запись будет оформлена.",
  selectServiceAndSlot: "Выберите услугу и время",
  loginRequired: "Чтобы записаться, зарегистрируйтесь",
  success: "Запись создана",
  prepayment: {
    OPTIONAL: "Онлайн-оплата по желанию: если не завершить оплату, запись сохранится.",
    REQUIRED: "Нужна предоплата: запись, не оплаченная в течение 30 минут после нажатия «Оплатить», отменяется.",
  },
  calendar: {
    weekStartsOn: "1",
    previousMonth: "Предыдущий месяц",
    nextMonth: "Следующий месяц",
    legend: {
      available: "Есть время",
      unavailable: "Нет времени",
      past: "Прошедшие дни",
      selected: "Выбрано",
    },
  },
};

export const myBookings: TranslationShape<typeof en.myBookings> = {
  title: "Мои записи",
  empty: "У вас пока нет записей",
  pleaseLogin: "Войдите, чтобы увидеть свои записи",
  pleaseRegister: "Зарегистрируйтесь, чтобы записываться и видеть здесь свои записи.",
  created: "Создана {{date}}",
  cancel: "Отменить",
  contactAdmin: "Чтобы изменить или отменить запись, свяжитесь с организацией:",
  contactAdminNoChannel: "Чтобы изменить или отменить запись, свяжитесь с организацией напрямую.",
  contactAdminTelegram: "Чтобы изменить или отменить запись, напишите организации в Telegram:",
  contactAdminSupport: "Организация ещё не указала контакты. Чтобы изменить или отменить запись, напишите в поддержку:",
  writeToBusiness: "Написать в Telegram",
  writeToSupport: "Написать в поддержку",
  contactsLabel: "Контакты организации",
  upcoming: "Предстоящие",
  past: "Прошедшие и отменённые",
  cancelQuestion: "Отменить запись «{{service}}» {{date}} в {{time}}?",
  cancelBooking: "Отменить запись",
  keep: "Оставить",
  pay: "Оплатить",
  status: {
    PENDING: "Ожидает подтверждения",
    CONFIRMED: "Подтверждена",
    PAID: "Оплачена",
    CANCELLED: "Отменена",
  },
};

export const news: TranslationShape<typeof en.news> = {
  title: "Новости",
  empty: "Новостей пока нет",
  published: "Опубликовано {{date}}",
};

export const articles: TranslationShape<typeof en.articles> = {
  title: "Статьи",
  empty: "Статей пока нет",
  created: "{{date}}",
  readMore: "Читать далее",
  backToList: "Все статьи",
  notFound: "Статья не найдена",
};
