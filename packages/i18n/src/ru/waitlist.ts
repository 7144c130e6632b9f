// Лист ожидания (issue 18.3).
import type { waitlist as en } from "../en/waitlist.ts";
import type { TranslationShape } from "../shape.ts";

export const waitlist: TranslationShape<typeof en> = {
  dayFull: "На этот день всё занято.",
  joinDay: "Встать в лист ожидания на этот день",
  joined: "Вы в листе ожидания. Когда время освободится, оно будет закреплено за вами на {{minutes}} минут, и мы вам напишем.",
  takenTimes: "Занятое время: нажмите, чтобы встать в его лист ожидания",
  joinTime: "Встать в лист ожидания на {{time}}",
  ownTimes: "Ваша запись в этот день: {{times}}",
  loginToJoin: "Войдите или зарегистрируйтесь, чтобы встать в лист ожидания.",
  title: "Лист ожидания",
  wholeDay: "любое время",
  status: {
    WAITING: "Ожидание",
    OFFERED: "Время закреплено за вами",
    CLAIMED: "Записаны",
    LEFT: "Вы вышли",
    EXPIRED: "Предложение истекло",
  },
  offer: "{{date}} в {{time}} закреплено за вами до {{until}}.",
  claim: "Занять",
  leave: "Выйти",
  claimed: "Вы записаны из листа ожидания",
  left: "Вы вышли из листа ожидания",
  adminTitle: "Лист ожидания",
  adminEmpty: "На эти дни никто не ждёт",
  position: "№{{position}}",
};
