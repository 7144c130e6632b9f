// Russian email texts (namespace "server", key "mail"), typed against the English ones.
import type { MailBookingFacts, MailStaffFacts, MailTexts } from "./mail-en.ts";
import { selfServiceRu } from "./self-service.ts";

const facts = (b: MailBookingFacts) => `${b.service}\n${b.when}`;
const staffFacts = (b: MailStaffFacts) => `${b.service}\n${b.when}\nКлиент: ${b.customer}${b.phone ? `, ${b.phone}` : ""}`;

export const mailRu: MailTexts = {
  footer: "Это письмо отправлено автоматически. Пожалуйста, не отвечайте на него.",
  codeLabel: "Ваш код",
  orOpen: "Или откройте ссылку:",
  emailVerification: {
    subject: "Подтвердите адрес электронной почты",
    body: (minutes) =>
      `Введите этот код на экране аккаунта, чтобы подтвердить адрес почты. Код действует ${minutes} минут.\n\nЕсли вы его не запрашивали, просто проигнорируйте письмо.`,
    action: "Подтвердить почту",
  },
  emailChange: {
    subject: "Подтвердите новый адрес почты",
    body: (minutes) =>
      `Этот адрес хотят указать в аккаунте записи. Введите код на экране аккаунта, чтобы подтвердить смену адреса. Код действует ${minutes} минут.\n\nЕсли это были не вы, проигнорируйте письмо: ничего не изменится.`,
    action: "Подтвердить новый адрес",
  },
  bookingCustomer: {
    created: {
      subject: (b) => `Запись получена: ${b.service}`,
      body: (b) => `${b.business}: ваша запись получена.\n\n${facts(b)}\n\nМы напишем, когда её подтвердят.`,
    },
    confirmed: {
      subject: (b) => `Запись подтверждена: ${b.service}`,
      body: (b) => `${b.business}: ваша запись подтверждена.\n\n${facts(b)}`,
    },
    paid: {
      subject: (b) => `Оплата получена: ${b.service}`,
      body: (b) => `${b.business}: ваша оплата получена.\n\n${facts(b)}`,
    },
    cancelled: {
      subject: (b) => `Запись отменена: ${b.service}`,
      body: (b) => `${b.business}: ваша запись отменена.\n\n${facts(b)}`,
    },
    rescheduled: {
      subject: (b) => `Запись перенесена: ${b.service}`,
      body: (b) => `${b.business}: ваша запись перенесена на другое время.\n\n${facts(b)}`,
    },
    action: "Мои записи",
    manageAction: "Управлять записью",
  },
  selfService: selfServiceRu,
  contactToChange: "Чтобы отменить или перенести запись, свяжитесь с организацией.",
  bookingReminder: {
    subject: (b, lead) => `Напоминание: ${b.service} ${lead === "24h" ? "завтра" : "через 2 часа"}`,
    body: (b, lead) => `${b.business}: ваша запись через ${lead === "24h" ? "24 часа" : "2 часа"}.\n\n${facts(b)}`,
  },
  where: {
    inPerson: (address, map) => `Адрес: ${address}\nНа карте: ${map}`,
    inPersonOnly: "Очно.",
    phone: "По телефону: вам позвонят.",
    online: (url) => `Подключиться онлайн: ${url}`,
  },
  wherePhoneForStaff: "По телефону: позвоните клиенту.",
  bookingStaff: {
    created: {
      subject: (b) => `Новая запись: ${b.service}, ${b.when}`,
      body: (b) => `${b.business}: новая запись.\n\n${staffFacts(b)}`,
    },
    cancelled: {
      subject: (b) => `Запись отменена: ${b.service}, ${b.when}`,
      body: (b) => `${b.business}: запись отменена.\n\n${staffFacts(b)}`,
    },
    paid: {
      subject: (b) => `Запись оплачена: ${b.service}, ${b.when}`,
      body: (b) => `${b.business}: запись оплачена.\n\n${staffFacts(b)}`,
    },
    rescheduled: {
      subject: (b) => `Запись перенесена: ${b.service}, ${b.when}`,
      body: (b) => `${b.business}: запись перенесена на другое время.\n\n${staffFacts(b)}`,
    },
    action: "Открыть записи",
    byCustomer: "Клиент сделал это сам, онлайн.",
  },
  renewalInvoice: {
    subject: (business) => `Продлите тариф: ${business}`,
    body: (business, plan, amount, until) =>
      `Тариф ${plan} для «${business}» закончился. Пока счёт открыт, он работает до ${until}.\n\nК оплате: ${amount}.`,
    action: "Оплатить счёт",
  },
  renewalReminder: {
    subject: (business, until) => `${business}: тариф перестанет действовать ${until}`,
    body: (business, plan, amount, until) =>
      `Счёт на продление тарифа ${plan} для «${business}» всё ещё не оплачен. ${until} страница перейдёт на тариф Free с его ограничениями.\n\nК оплате: ${amount}.`,
  },
  emailChanged: {
    subject: "Адрес почты аккаунта изменён",
    body: (newEmail) =>
      `Адрес почты вашего аккаунта изменён на ${newEmail}. Письма теперь приходят туда.\n\nЕсли это были не вы, войдите через Telegram или по паролю и верните прежний адрес либо напишите в поддержку.`,
  },
  bookingLimit: {
    subject: (business) => `${business}: записи этого месяца исчерпаны`,
    body: (business, limit, until) =>
      `«${business}» приняла все ${limit} записей этого месяца, которые позволяет тариф. Клиенты не увидят свободных дней до ${until}.\n\nПовысьте тариф, чтобы принимать больше.`,
    action: "Открыть подписку",
  },
  teamInvitation: {
    subject: (business) => `Приглашение в команду «${business}»`,
    body: (invitedBy, business, role, hours) =>
      `${invitedBy} приглашает вас в команду «${business}»: ${role}.\n\nОткройте ссылку, войдите или зарегистрируйтесь и примите приглашение. Ссылка действует один раз, ${hours} ч.`,
    action: "Открыть приглашение",
    roles: { ADMIN: "администратор", EXPERT: "специалист" },
  },
  waitlistOffer: {
    subject: (b) => `Освободилось время, которого вы ждали: ${b.service}`,
    body: (b, minutes) =>
      `В «${b.business}» освободилось время из вашего листа ожидания.\n\n${b.service}\n${b.when}\n\nОно закреплено за вами на ${minutes} минут: откройте свои записи и нажмите «Занять». Потом оно перейдёт следующему клиенту в очереди.`,
    action: "Занять время",
  },
  waitlistOfferEnded: {
    subject: (b) => `Время, закреплённое за вами, перешло следующему в очереди: ${b.service}`,
    body: (b, minutes) =>
      `Время, которое «${b.business}» закрепила за вами, не было занято за ${minutes} минут и больше за вами не закреплено: оно перешло следующему клиенту в листе ожидания или снова открыто для записи.\n\n${facts(b)}\n\nВаша запись в листе ожидания закрыта. Чтобы ждать дальше, снова встаньте в лист ожидания в приложении.`,
    action: "Открыть мои записи",
  },
};
