export { openDatabase, type Database } from "./database.ts";
export { ProcessRuntime, type RuntimeOptions } from "./process.ts";
export { startTelegramWork, type TelegramWork } from "./telegram.ts";
