export { seedDemo } from "./seed-demo.ts";
