// One customer, one address: the form of an email address that compares equal for every way of
// writing the same mailbox, so a once-per-customer promo code cannot be used again as
// Name+2@… or n.a.m.e@googlemail.com. Pure.
//
//   - case is ignored (in practice no provider treats the local part as case-sensitive);
//   - plus addressing: everything from the first '+' in the local part is a tag (Gmail,
//     Outlook, iCloud, Fastmail, Proton and most others deliver name+tag@ to name@);
//   - Gmail ignores dots in the local part, and googlemail.com is gmail.com.
// Used for comparing only; the address is stored and mailed as the customer typed it.

const DOTLESS_DOMAINS = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The canonical form of an address, or '' when it is not one (no '@', an empty part). */
function canonicalEmail(value) {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return '';
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (Object.prototype.hasOwnProperty.call(DOTLESS_DOMAINS, domain)) {
    local = local.split('.').join('');
    domain = DOTLESS_DOMAINS[domain];
  }
  return local ? `${local}@${domain}` : '';
}

module.exports = { canonicalEmail };
