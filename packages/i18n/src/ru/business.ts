// Настройки бизнеса (issue 15.5): вкладка «Бизнес» в кабинете.
import type { TranslationShape } from "../shape.ts";
import type { business as en } from "../en/business.ts";

export const business: TranslationShape<typeof en> = {
  title: "Ваш бизнес",
  intro: "Что клиенты видят на странице записи и в превью ссылок.",
  name: "Название",
  description: "Короткое описание",
  descriptionHint: "Одно-два предложения под названием (до 500 символов)",
  timeZone: "Часовой пояс",
  timeZoneHint:
    "Время записей показывается в этом поясе. При смене пояса каждая запись остаётся в свой настоящий момент: меняется только то, как читается её время.",
  timeZoneNow: "Сейчас там: {{time}}",
  currency: "Валюта: {{currency}} (меняется на вкладке «Платежи»)",
  contactsTitle: "Контакты",
  phone: "Телефон",
  email: "Эл. почта",
  telegram: "Telegram",
  telegramHint: "Имя пользователя, например @my_studio",
  address: "Адрес",
  website: "Сайт",
  save: "Сохранить",
  nameRequired: "Укажите название",
  logoTitle: "Логотип",
  logoHint: "PNG, JPEG или WebP. Большие картинки уменьшаются до 512 px.",
  logoAlt: "Логотип «{{name}}»",
  noLogo: "Логотипа пока нет",
  uploadLogo: "Загрузить логотип",
  replaceLogo: "Заменить логотип",
  removeLogo: "Удалить логотип",
  logoSaved: "Логотип сохранён",
  logoRemoved: "Логотип удалён",
  uploading: "Загрузка…",
  viewPage: "Открыть страницу записи",
};
