export { openDatabase, type Database } from "./database.ts";
export { BACKUP_REQUEST_FILE, ProcessRuntime, type RuntimeOptions } from "./process.ts";
export { startTelegramWork, TELEGRAM_WORKER, type TelegramWork } from "./telegram.ts";
