// Russian server texts (namespace "server"), typed against the English ones.
import type { ServerTexts } from "./en.ts";
import { mailRu } from "./mail-ru.ts";

export const ru: ServerTexts = {
  loginCode: (code, minutes) => `Код для входа: ${code}\nОн действует ${minutes} минут. Никому его не сообщайте.`,
  pageDescription: (business) => `${business}: онлайн-запись`,
  csv: {
    bookingsFile: "zapisi",
    clientsFile: "klienty",
    bookings: {
      date: "Дата",
      start: "Начало",
      end: "Конец",
      service: "Услуга",
      client: "Клиент",
      phone: "Телефон",
      email: "Эл. почта",
      telegram: "Телеграм",
      status: "Статус",
      noShow: "Неявка",
      answers: "Ответы",
      price: "Цена",
      currency: "Валюта",
      created: "Создана",
      id: "Номер записи",
    },
    clients: {
      name: "Имя",
      phone: "Телефон",
      email: "Эл. почта",
      telegram: "Телеграм",
      joined: "С нами с",
      visits: "Визиты",
      noShows: "Неявки",
      upcoming: "Предстоящие",
      cancelled: "Отменённые",
      lastBooking: "Последняя запись",
      note: "Заметка",
    },
    status: { PENDING: "Ожидает", CONFIRMED: "Подтверждена", PAID: "Оплачена", CANCELLED: "Отменена" },
    yes: "да",
    no: "нет",
  },
  mail: mailRu,
};
