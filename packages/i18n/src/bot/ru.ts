// Russian bot texts (namespace "bot"), typed against the English ones.
import type { BotTexts } from "./en.ts";
import { selfServiceRu } from "../server/self-service.ts";

export const ru: BotTexts = {
  welcome: (name) => `Здравствуйте, ${name}! Здесь можно записаться на консультацию.`,
  openApp: "Открыть приложение",
  help: "Команды:\n/start — открыть приложение\n/language — сменить язык\n/phone — подтвердить телефон\n/help — помощь",
  somethingWrong: "Что-то пошло не так, попробуйте ещё раз.",
  commands: { start: "Открыть приложение для записи", language: "Сменить язык", help: "Помощь" },

  linked: "Готово: Telegram привязан к вашему аккаунту. Коды для входа и новости о записях будут приходить в этот чат.",
  linkInvalid: "Ссылка недействительна или устарела. Откройте страницу аккаунта и создайте новую.",
  linkTaken: "Этот аккаунт Telegram уже привязан к другому аккаунту.",
  phonePrompt: "Чтобы подтвердить номер телефона, поделитесь им: нажмите кнопку ниже.",
  sharePhone: "📱 Поделиться номером",
  phoneVerified: (phone) => `Готово: телефон ${phone} подтверждён.`,
  phoneNotOwn: "Пожалуйста, поделитесь своим контактом кнопкой ниже, а не чужим.",
  phoneNoAccount: "Этот аккаунт Telegram ещё не привязан. Сначала привяжите его на странице аккаунта.",
  phoneInvalid: "Не удалось распознать номер. Укажите его на странице аккаунта.",
  teamInvitation: (page, role) => `Вас пригласили в команду «${page}»: ${role}. Откройте приложение, чтобы принять приглашение.`,
  teamInvitationInvalid: "Ссылка-приглашение недействительна. Попросите владельца страницы прислать новую.",
  teamRoles: { ADMIN: "администратор", EXPERT: "специалист" },

  chooseLanguage: "Выберите язык:",
  languageSet: "Теперь язык — русский.",

  statusNames: { PENDING: "ожидает подтверждения", CONFIRMED: "подтверждена", PAID: "оплачена", CANCELLED: "отменена" },
  newBooking: (b) => `Новая запись\nУслуга: ${b.service}\nКогда: ${b.when}\nКлиент: ${b.customer}${b.phone ? `, ${b.phone}` : ""}`,
  answersHeading: "Ответы:",
  answerYes: "да",
  answerNo: "нет",
  confirmButton: "✅ Подтвердить",
  cancelButton: "❌ Отменить",
  confirmedBy: (admin) => `✅ Подтвердил(а) ${admin}`,
  cancelledBy: (admin) => `❌ Отменил(а) ${admin}`,
  alreadyHandled: "Уже обработано.",
  nowStatus: (status) => `Уже обработано: запись ${status}.`,
  notAdmin: "Это могут сделать только администраторы этой страницы записи.",
  staffBookingCancelled: (b) => `❌ Запись отменена\nУслуга: ${b.service}\nКогда: ${b.when}\nКлиент: ${b.customer}`,
  staffBookingPaid: (b) => `💳 Запись оплачена\nУслуга: ${b.service}\nКогда: ${b.when}\nКлиент: ${b.customer}`,
  staffBookingRescheduled: (b) => `🔁 Запись перенесена на другое время\nУслуга: ${b.service}\nКогда: ${b.when}\nКлиент: ${b.customer}`,
  bookingStatusNow: (status) => `Статус: ${status}.`,

  bookingConfirmed: (b) => `✅ Ваша запись подтверждена.\n${b.service}\n${b.when}`,
  bookingPaid: (b) => `💳 Оплата получена.\n${b.service}\n${b.when}`,
  bookingCancelled: (b) => `❌ Ваша запись отменена.\n${b.service}\n${b.when}`,
  bookingRescheduled: (b) => `🔁 Ваша запись перенесена на другое время.\n${b.service}\n${b.when}`,
  reminder24h: (b) => `⏰ Напоминание: ваша запись через 24 часа.\n${b.service}\n${b.when}`,
  reminder2h: (b) => `⏰ Напоминание: ваша запись через 2 часа.\n${b.service}\n${b.when}`,
  cancelViaAdmin: "Чтобы отменить или перенести её, свяжитесь с администратором.",
  myBookings: "Мои записи",
  manageBooking: "Управлять записью",
  where: {
    inPerson: (address, map) => `📍 ${address}\n${map}`,
    inPersonOnly: "📍 Очно",
    phone: "📞 По телефону: вам позвонят",
    online: (url) => `💻 Онлайн: ${url}`,
  },
  joinButton: "Подключиться",
  wherePhoneForStaff: "📞 По телефону: позвоните клиенту",
  changedByCustomer: "Клиент сделал это сам, онлайн.",
  selfService: selfServiceRu,
  waitlistOffer: (b, minutes, business) =>
    `🎉 Освободилось время, которого вы ждали, в «${business}».\n${b.service}\n${b.when}\n\nОно закреплено за вами на ${minutes} минут: нажмите «Занять», чтобы записаться.`,
  claimButton: "✅ Занять",
  waitlistOfferEnded: (b, minutes, business) =>
    `⌛ Время, которое «${business}» закрепила за вами, не было занято за ${minutes} минут. Оно перешло следующему клиенту в листе ожидания или снова открыто для записи.\n${b.service}\n${b.when}\n\nВаша запись в листе ожидания закрыта. Чтобы ждать дальше, снова встаньте в лист ожидания в приложении.`,
  waitlistClaimed: (b) => `✅ Вы записаны из листа ожидания.\n${b.service}\n${b.when}`,
  waitlistOfferExpired: "Предложение истекло: это время уже предложено другому клиенту.",
  waitlistOfferClaimed: "Вы уже записаны на это время: запись в разделе «Мои записи».",
  waitlistClaimFailed: "Записаться на это время не удалось. Откройте приложение, чтобы выбрать другое.",
  poweredBy: (url) => `Работает на «Запись к эксперту» · ${url}`,

  ownerBotBroken: (bot, page) =>
    `⚠️ Telegram больше не принимает токен ${bot}, бота страницы «${page}». Бот отключён, а уведомления пока приходят через этого бота. Введите новый токен в разделе «Аккаунт → Настройки бота».`,
  ownerBookingLimitReached: (page, limit, until) =>
    `⚠️ Страница «${page}» приняла все ${limit} записей этого месяца, которые позволяет тариф. Клиенты не увидят свободных дней до ${until}. Повысьте тариф в разделе «Аккаунт → Подписка», чтобы принимать больше.`,
  ownerRenewalInvoice: (page, plan, amount, until) =>
    `💳 Тариф ${plan} страницы «${page}» закончился, счёт на продление (${amount}) ждёт оплаты. Тариф работает до ${until}; оплатите до этого срока, чтобы его сохранить.`,
  ownerRenewalGraceEnding: (page, plan, amount, until) =>
    `⚠️ Продление тарифа ${plan} страницы «${page}» (${amount}) всё ещё не оплачено. ${until} страница перейдёт на тариф Free с его ограничениями.`,
  payRenewal: "Оплатить",
};
