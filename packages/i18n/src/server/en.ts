// English texts the server itself sends (namespace "server"): messages that leave through Telegram
// (or, later, email) outside the bot's conversations. The shape ru.ts must match.
export const en = {
  loginCode: (code: string, minutes: number) =>
    `Your login code: ${code}\nIt is valid for ${minutes} minutes. Do not share it with anyone.`,
};

export type ServerTexts = typeof en;
