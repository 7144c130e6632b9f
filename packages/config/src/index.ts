export { loadConfig, loadEnv, toServerConfig, type Env, type ServerConfig } from "./env.ts";
