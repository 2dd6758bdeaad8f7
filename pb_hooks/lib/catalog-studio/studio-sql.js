// Reads rows through PocketBase's query builder as plain objects: `shape` names each column and
// its type (its zero value). Runs only inside PocketBase.
/* global arrayOf */

function readRows(app, sql, bind, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(bind || {}).all(rows);
  return rows.map((row) => {
    const out = {};
    for (const name of Object.keys(shape)) out[name] = row[name];
    return out;
  });
}

module.exports = { readRows };
