// Russian server texts (namespace "server"), typed against the English ones.
import type { ServerTexts } from "./en.ts";
import { mailRu } from "./mail-ru.ts";

export const ru: ServerTexts = {
  loginCode: (code, minutes) => `Код для входа: ${code}\nОн действует ${minutes} минут. Никому его не сообщайте.`,
  pageDescription: (business) => `${business}: онлайн-запись`,
  mail: mailRu,
};
