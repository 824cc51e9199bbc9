import { defineEntity, p } from '@mikro-orm/core';

/** A limit's counter (written only by request-limit.ts in SQL; mapped so the schema test knows the table). */
export const RequestLimit = defineEntity({
  name: 'RequestLimit',
  tableName: 'request_limit',
  properties: {
    key: p.text().primary(),
    hits: p.integer(),
    windowEndsAt: p.datetime(),
  },
});
