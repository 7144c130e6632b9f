// Страница одной записи (issue 25.4).
import type { manage as en } from "../en/manage.ts";
import type { TranslationShape } from "../shape.ts";

export const manage: TranslationShape<typeof en> = {
  title: "Ваша запись",
  details: "Подробнее",
  timeZone: "Время указано в часовом поясе {{zone}}",
  price: "Стоимость: {{price}}",
  statusNote: {
    PENDING: "Ждёт подтверждения организацией.",
    CONFIRMED: "Подтверждена. До встречи!",
    PAID: "Подтверждена и оплачена.",
    CANCELLED: "Эта запись отменена.",
  },
  bothUntil: "Отменить или перенести запись онлайн можно до {{until}}.",
  bothClosed: "Изменить запись онлайн можно было до {{until}}.",
  cancelUntil: "Отменить запись онлайн можно до {{until}}.",
  cancelAnytime: "Пока запись ждёт подтверждения, её можно отменить онлайн.",
  moveUntil: "Перенести запись онлайн можно до {{until}}.",
  cancelClosed: "Отменить онлайн можно было до {{until}}.",
  moveClosed: "Перенести онлайн можно было до {{until}}.",
  move: "Перенести",
  moveTitle: "Выберите новое время",
  moveCurrent: "Сейчас: {{when}}",
  moveDate: "Новая дата",
  moveTime: "Новое время",
  moveTo: "Перенести на {{date}}, {{time}}",
  moving: "Переносим…",
  keepTime: "Оставить текущее время",
  moved: "Запись перенесена",
  allBookings: "Все мои записи",
  bookAgain: "Записаться снова",
  linkProblem: "Откройте последнее сообщение о записи или войдите, чтобы увидеть все свои записи.",
  login: "Войти",
};
