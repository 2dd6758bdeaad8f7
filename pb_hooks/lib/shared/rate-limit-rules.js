// Adding and removing PocketBase rate-limit rules by label, keeping every other rule and placing
// the new ones before the catch-all "/api/" rule (PocketBase applies the first matching label).
// Pure: rules in, rules out; migrations save them.

const plain = (rule) => ({ label: rule.label, audience: rule.audience, maxRequests: rule.maxRequests, duration: rule.duration });

/** The rules without `labels`. */
function withoutLabels(current, labels) {
  const rules = [];
  for (let index = 0; index < current.length; index += 1) if (labels.indexOf(current[index].label) === -1) rules.push(plain(current[index]));
  return rules;
}

/** The rules with `added` (replacing rules of the same labels), before the catch-all "/api/". */
function withRules(current, added) {
  const rules = withoutLabels(current, added.map((rule) => rule.label));
  const catchAll = rules.findIndex((rule) => rule.label === '/api/');
  if (catchAll === -1) rules.push(...added.map(plain));
  else rules.splice(catchAll, 0, ...added.map(plain));
  return rules;
}

module.exports = { withRules, withoutLabels };
