// Tests of the shared flood limiter need a Redis server: REDIS_URL, or the usual local one.
import net from "node:net";

export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether Redis accepts a connection; when not, says loudly which tests are skipped. */
export async function redisAnswers(what: string, url = TEST_REDIS_URL): Promise<boolean> {
  const answers = await new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port || 6379), hostname, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
  if (!answers) console.warn(`[tests] SKIPPED: no Redis at ${url}, so ${what} is not tested`);
  return answers;
}
