import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/common.ts";

export const common: TranslationShape<typeof en.common> = {
  appName: "Запись к эксперту",
  poweredBy: "Работает на «{{appName}}»",
  loading: "Загрузка…",
  retry: "Повторить",
  save: "Сохранить",
  saving: "Сохранение…",
  cancel: "Отмена",
  confirm: "Подтвердить",
  delete: "Удалить",
  edit: "Изменить",
  create: "Создать",
  close: "Закрыть",
  back: "Назад",
  yes: "Да",
  no: "Нет",
  submit: "Отправить",
  submitting: "Отправка…",
  refresh: "Обновить",
  notSet: "Не указано",
  requestFailed: "Не удалось выполнить запрос",
  offline: "Нет подключения к интернету. Загрузим снова, когда связь вернётся.",
  screenFailed: "Не удалось загрузить этот экран.",
  invalidValue: "Проверьте это значение",
  cancelReason: "Причина: {{reason}}",
  cancelReasons: {
    CANCELLED_BY_ADMIN: "отменена администратором",
    CANCELLED_BY_CUSTOMER: "отменена клиентом",
    PAYMENT_WINDOW_EXPIRED: "не оплачена вовремя",
    SLOT_DELETED: "администратор удалил время {{date}}, {{time}}",
  },
  perMonth: "/мес",
  minutes: "{{count}} мин",
  share: "Поделиться",
  shareStory: "В историю",
  timeRange: "{{start}}–{{end}}",
};

export const language: TranslationShape<typeof en.language> = {
  switchTo: "Переключить на английский",
};

export const nav: TranslationShape<typeof en.nav> = {
  home: "Главная",
  news: "Новости",
  articles: "Статьи",
  services: "Услуги",
  book: "Записаться",
  myBookings: "Мои записи",
  admin: "Админ-панель",
  mySchedule: "Моё расписание",
  account: "Кабинет",
  login: "Войти",
  register: "Регистрация",
  logout: "Выйти",
  greeting: "Привет, {{name}}",
  adminMark: "Админ",
  menu: "Меню",
};

export const list: TranslationShape<typeof en.list> = {
  loading: "Загрузка…",
  empty: "Здесь пока ничего нет",
  errorTitle: "Не удалось загрузить данные",
};

export const toast: TranslationShape<typeof en.toast> = {
  close: "Закрыть",
};

export const notFound: TranslationShape<typeof en.notFound> = {
  title: "Страница не найдена",
  text: "Такой страницы не существует.",
  home: "На главную",
  close: "Закрыть",
};

export const alerts: TranslationShape<typeof en.alerts> = {
  validation: {
    selectBothDates: "Выберите дату начала и дату окончания",
    selectAtLeastOneDate: "Выберите хотя бы одну дату",
  },
  confirm: {
    cancelBooking: "Отменить эту запись?",
    cancelPaidBooking: "Эта запись оплачена. При отмене онлайн-оплата вернётся клиенту. Продолжить?",
    confirmBooking: "Подтвердить эту запись?",
    confirmPayment: "Подтвердить оплату этой записи?",
    delete: "Удалить? Это действие нельзя отменить.",
    deleteSlot: "Удалить этот слот?",
    forceDeleteSlot: "Этот слот занят. Удаление отменит запись клиента. Продолжить?",
    deleteAllUnbooked: "Удалить все свободные слоты за {{date}}?",
  },
  success: {
    settingsSaved: "Настройки сохранены",
    profileSaved: "Профиль сохранён",
    passwordChanged: "Пароль изменён",
    domainSaved: "Домен сохранён",
    domainRemoved: "Домен удалён",
    upgradeSuccess: "Тариф успешно изменён",
    bookingCreated: "Запись создана",
    bookingCancelled: "Запись отменена",
    bookingConfirmed: "Запись подтверждена",
    paymentConfirmed: "Оплата подтверждена",
    slotsCreated: "Создано слотов: {{created}}, пропущено: {{skipped}}",
    slotsDeleted: "Удалено слотов: {{count}}",
    saved: "Сохранено",
    deleted: "Удалено",
  },
  errors: {
    failedToLoad: "Не удалось загрузить данные",
    failedToSave: "Не удалось сохранить",
    failedToDelete: "Не удалось удалить",
    failedToUpdate: "Не удалось обновить",
    failedToCancel: "Не удалось отменить",
    failedToConfirm: "Не удалось подтвердить",
    failedToCreate: "Не удалось создать",
    noSlotsCreated: "Создано слотов: 0, пропущено: {{skipped}} — это время уже занято существующими слотами",
  },
};
