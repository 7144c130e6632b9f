// The payment result page's texts: a customer screen, so bundled with the first load (ru/start.ts),
// apart from the account's texts, which load with the staff screens.
import type { TranslationShape } from "../shape.ts";
import type * as en from "../en/payment-result.ts";

export const paymentResult: TranslationShape<typeof en.paymentResult> = {
  title: "Оплата",
  checking: "Проверяем статус оплаты…",
  pending: {
    title: "Платёж обрабатывается",
    text: "Ждём подтверждения от платёжной системы. Страница обновится автоматически.",
  },
  confirmed: {
    title: "Оплата подтверждена",
    text: "Спасибо! Платёж получен.",
  },
  failed: {
    title: "Оплата не прошла",
    text: "Платёж не выполнен, деньги не списаны. Попробуйте ещё раз.",
  },
  // Issue 25.7: a booking's payment names the booking and the amount.
  paid: "Оплачено: {{amount}}",
  amount: "Сумма: {{amount}}",
  backToAccount: "Вернуться в кабинет",
  toMyBookings: "Мои записи",
  tryAgain: "Попробовать снова",
  back: "Готово",
  checkAgain: "Проверить ещё раз",
  loginRequired: "Войдите, чтобы увидеть этот платёж",
  missing: "Нет платежа для показа",
};
