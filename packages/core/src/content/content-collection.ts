// News and articles are the same thing to manage (spec §2 News and Articles tabs): a title, a text,
// an optional picture, newest first. This is their one implementation; news.ts and articles.ts only
// say how their columns are named, how they are ordered and whether the plan limits their number.
import { AppError, type PlanName } from "@booking/contracts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { withTenantPlanLock, type ScopedTx } from "../tenancy/plan-guard.ts";
import { answered, inAnswerTransaction, type IdempotentAnswer } from "../idempotency/idempotent-requests.ts";

/**
 * The part of a Prisma model delegate used here, checked against db.news / db.article. Function
 * properties rather than methods, because those are checked strictly (methods are bivariant): a
 * wrong column in toColumns fails to compile instead of failing in the database.
 */
export interface ContentTable<Row, Columns> {
  findMany: (args: { orderBy: Array<Record<string, "desc">>; take: number }) => PromiseLike<Row[]>;
  findFirst: (args: { where: { id: string } }) => PromiseLike<Row | null>;
  count: () => PromiseLike<number>;
  create: (args: { data: Columns & { tenantId: string } }) => PromiseLike<Row>;
  updateManyAndReturn: (args: { where: { id: string }; data: Columns }) => PromiseLike<Row[]>;
  deleteMany: (args: { where: { id: string } }) => PromiseLike<{ count: number }>;
}

export interface ContentKind<Row, Columns, Input, View> {
  /** Names the item in messages ("News item not found"). */
  noun: string;
  table(db: ScopedTx): ContentTable<Row, Columns>;
  /** The date, then the id: uuid v7 ids grow with time, so equal dates still list newest first. */
  newestFirst: Array<Record<string, "desc">>;
  /** An optional column left undefined keeps its value on update (and its default on create). */
  toColumns(input: Input): Columns;
  toView(row: Row): View;
  /** A plan limit on how many items a tenant has; checked with the tenant row locked. */
  assertRoomForOne?(plan: PlanName, current: number): void;
}

export interface ContentCollection<Input, View> {
  list(db: ScopedDb, limit: number): Promise<View[]>;
  get(db: ScopedDb, id: string): Promise<View>;
  /** `answer`: a keyed call's claim, answered in the create's transaction (idempotency). */
  create(db: ScopedDb, tenantId: string, input: Input, answer?: IdempotentAnswer): Promise<View>;
  update(db: ScopedDb, id: string, input: Input): Promise<View>;
  remove(db: ScopedDb, id: string): Promise<{ id: string }>;
}

export function contentCollection<Row, Columns, Input, View>(kind: ContentKind<Row, Columns, Input, View>): ContentCollection<Input, View> {
  const notFound = () => new AppError("NOT_FOUND", `${kind.noun} not found`);
  return {
    async list(db, limit) {
      const rows = await kind.table(db).findMany({ orderBy: kind.newestFirst, take: limit });
      return rows.map(kind.toView);
    },
    async get(db, id) {
      const row = await kind.table(db).findFirst({ where: { id } });
      if (!row) throw notFound();
      return kind.toView(row);
    },
    async create(db, tenantId, input, answer) {
      // Prisma's types want tenantId on a create; the scoped client sets the same value regardless.
      const data = { ...kind.toColumns(input), tenantId };
      const create = async (tx: ScopedTx) => answered(tx, answer, kind.toView(await kind.table(tx).create({ data })));
      const { assertRoomForOne } = kind;
      if (!assertRoomForOne) return inAnswerTransaction(db, answer, create);
      return withTenantPlanLock(db, tenantId, async (tx, plan) => {
        assertRoomForOne(plan, await kind.table(tx).count());
        return create(tx);
      });
    },
    async update(db, id, input) {
      const [row] = await kind.table(db).updateManyAndReturn({ where: { id }, data: kind.toColumns(input) });
      if (!row) throw notFound();
      return kind.toView(row);
    },
    async remove(db, id) {
      const { count } = await kind.table(db).deleteMany({ where: { id } });
      if (count === 0) throw notFound();
      return { id };
    },
  };
}
