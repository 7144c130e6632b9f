// What a customer may still do with their booking online (issue 25.4), one sentence for Telegram
// messages and emails alike. `cancel` / `move`: absent = not allowed, "" = allowed with no deadline
// (a PENDING booking's cancel), else the last moment, already formatted for the reader.
export interface SelfServiceFacts {
  cancel?: string;
  move?: string;
}

export function selfServiceEn(facts: SelfServiceFacts): string {
  const { cancel, move } = facts;
  if (cancel !== undefined && cancel === move)
    return cancel ? `You can cancel or move it online until ${cancel}.` : "You can cancel or move it online.";
  const parts: string[] = [];
  if (cancel !== undefined) parts.push(cancel ? `You can cancel it online until ${cancel}.` : "You can cancel it online.");
  if (move !== undefined) parts.push(move ? `You can move it online until ${move}.` : "You can move it online.");
  return parts.join(" ");
}

export function selfServiceRu(facts: SelfServiceFacts): string {
  const { cancel, move } = facts;
  if (cancel !== undefined && cancel === move)
    return cancel ? `Отменить или перенести запись онлайн можно до ${cancel}.` : "Запись можно отменить или перенести онлайн.";
  const parts: string[] = [];
  if (cancel !== undefined) parts.push(cancel ? `Отменить запись онлайн можно до ${cancel}.` : "Запись можно отменить онлайн.");
  if (move !== undefined) parts.push(move ? `Перенести запись онлайн можно до ${move}.` : "Запись можно перенести онлайн.");
  return parts.join(" ");
}
