import type { privacy as en } from "../en/privacy.ts";
import type { TranslationShape } from "../shape.ts";

export const privacy: TranslationShape<typeof en> = {
  consent: {
    business:
      "Я даю согласие на обработку моих персональных данных организацией {{business}} в соответствии с её <policy>политикой конфиденциальности</policy> и принимаю <terms>условия использования</terms> платформы",
    platform:
      "Я даю согласие на обработку моих персональных данных в соответствии с <policy>политикой конфиденциальности</policy> и принимаю <terms>условия использования</terms>",
    marketing: "Присылать мне новости и предложения {{business}} (по желанию)",
    required: "Чтобы продолжить, дайте согласие на обработку персональных данных",
    booking: "Перед первой записью {{business}} просит вашего согласия.",
  },
  policy: {
    title: "Политика конфиденциальности",
    ofBusiness: "Политика конфиденциальности: {{business}}",
    externalLead: "{{business}} публикует политику конфиденциальности на своём сайте.",
    openExternal: "Открыть политику конфиденциальности",
    defaultLead: "{{business}} не опубликовала собственную политику, поэтому действует типовая политика платформы ниже.",
    contactsTitle: "Как связаться: {{business}}",
    failed: "Не удалось загрузить политику.",
  },
  terms: {
    title: "Условия использования",
  },
  platformPolicy: {
    title: "Политика конфиденциальности платформы",
  },
};
