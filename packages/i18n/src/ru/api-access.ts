// Вкладка «API» в кабинете (issue 16.3): ключи API и вебхуки владельца.
import type { Translation } from "../en/index.ts";
import type { TranslationShape } from "../shape.ts";

export const apiAccess: TranslationShape<Translation["apiAccess"]> = {
  gated:
    "Ключи API и вебхуки доступны на тарифе «Профессиональный» и выше. В вашем тарифе нет доступа к API: создавать ключи и получать вебхуки нельзя.",
  upgrade: "Повысить тариф",
  keys: {
    title: "Ключи API",
    hint: "Передавайте ключ в заголовке Authorization: Bearer <ключ>. Запросы с ним выполняются от имени того, кто его создал.",
    name: "Название ключа",
    scopes: "Права",
    scopeNames: {
      bookingsRead: "Чтение записей",
      bookingsWrite: "Создание и изменение записей",
      contentManage: "Управление услугами, новостями и статьями",
    },
    create: "Создать ключ",
    createdOnce: "Скопируйте ключ сейчас: больше вы его не увидите.",
    keyLabel: "Новый ключ API",
    copy: "Копировать",
    copied: "Скопировано",
    empty: "Ключей API пока нет",
    prefix: "Начинается с {{prefix}}",
    lastUsed: "Использован {{date}}",
    neverUsed: "Ещё не использовался",
    createdBy: "Создал(а) {{name}}, {{date}}",
    revoke: "Отозвать",
    revokeConfirm: "Отозвать ключ «{{name}}»? Программы, которые им пользуются, сразу перестанут работать.",
    nameRequired: "Введите название и выберите хотя бы одно право",
  },
  webhooks: {
    title: "Вебхуки",
    hint: "Мы отправляем события записей на адрес https://, подписывая их секретом адреса (X-Booking-Signature).",
    url: "Адрес (URL)",
    add: "Добавить адрес",
    secretOnce: "Скопируйте секрет подписи сейчас: больше вы его не увидите.",
    secretLabel: "Секрет подписи",
    empty: "Адресов пока нет",
    remove: "Удалить",
    removeConfirm: "Удалить адрес {{url}}? События на него больше не будут приходить.",
    inactive: "Приостановлен",
    deliveries: "Журнал доставки",
    noDeliveries: "Доставок пока нет",
    columns: { event: "Событие", status: "Статус", attempts: "Попытки", time: "Время" },
    statuses: { PENDING: "Ожидает", SUCCEEDED: "Доставлено", FAILED: "Ошибка" },
  },
};
