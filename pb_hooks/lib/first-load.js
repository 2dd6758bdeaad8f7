// What the app's HTML carries so a page's first paint need not wait for its JavaScript and API
// answers: preload hints (the page's modules, its language catalog, its main image), the API
// answers the page asks first as a JSON data block (not executed, so the CSP still holds), and
// a static first paint of the header and the above-the-fold content in #root, made of the same
// elements and CSS classes as the React components (src/features/shell/components/site-header,
// home-page, product-page …), which React replaces on its first render. Pure: store-http.js
// gathers the records and the build manifest.

const { escapeHtml, jsonForScript } = require('./page-meta.js');
const { localizedPath } = require('./app-routes.js');

/** ui/responsive-image.tsx: every image is served at these widths as `${src}-${width}.webp`. */
const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536];

/** The `sizes` the React components give their images. */
const SIZES = {
  productMain: '(min-width: 1152px) 760px, 100vw',
  productSide: '(min-width: 1152px) 380px, 50vw',
  card: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
};

/** The id of the data block main.tsx seeds the query cache from. */
const DATA_ID = 'rihla-initial-data';

/**
 * The app's texts the first paint shows, by the English source (the msgid in
 * src/locales/<locale>/messages.po; first-load.test.mjs checks they match).
 */
const TEXTS = {
  'Skip to content': 'انتقل إلى المحتوى',
  'Rihla home': 'الصفحة الرئيسية لرحلة',
  Rihla: 'رحلة',
  Site: 'الموقع',
  'Switch language': 'تغيير اللغة',
  'Cart, {count} items': 'السلة، عدد العناصر: {count}',
  'Login/Signup': 'تسجيل الدخول / إنشاء حساب',
  'Search experiences': 'ابحث في التجارب',
  'Where to? Search tours, cities, activities': 'إلى أين؟ ابحث عن جولات أو مدن أو أنشطة',
  Search: 'بحث',
  Currency: 'العملة',
  'Help and support': 'المساعدة والدعم',
  'Discover Saudi Arabia and the Gulf, one experience at a time': 'اكتشف السعودية والخليج، تجربةً تلو الأخرى',
  'Book tours, activities and travel services with instant confirmation, and keep your tickets on your phone, even offline.':
    'احجز الجولات والأنشطة والخدمات السياحية بتأكيد فوري، واحتفظ بتذاكرك على هاتفك حتى دون اتصال بالإنترنت.',
  'Where to?': 'إلى أين؟',
  'City or destination': 'مدينة أو وجهة',
  'When?': 'متى؟',
  Home: 'الرئيسية',
  Breadcrumbs: 'مسار التنقل',
  'Save {name}': 'حفظ {name}',
  '{reviewCount} reviews': 'عدد المراجعات: {reviewCount}',
  'View all images ({count})': 'عرض كل الصور ({count})',
  'Things to do in {name}': 'أنشطة ومعالم في {name}',
  'Things to do': 'أنشطة ومعالم',
  'All experiences': 'جميع التجارب',
  'Tours, activities and attractions across Saudi Arabia and the Gulf.': 'جولات وأنشطة ومعالم في أنحاء السعودية والخليج.',
  Destinations: 'الوجهات',
  Experiences: 'التجارب',
  Filters: 'التصفية',
  'Sort by': 'ترتيب حسب',
  Recommended: 'المقترحة',
  'Price: low to high': 'السعر: من الأقل إلى الأعلى',
  'Price: high to low': 'السعر: من الأعلى إلى الأقل',
  'Top rated': 'الأعلى تقييمًا',
  Cart: 'السلة',
  'Your cart is empty.': 'سلتك فارغة.',
  'Find things to do': 'اكتشف الأنشطة',
  Footer: 'تذييل الصفحة',
  Blog: 'المدونة',
  FAQ: 'الأسئلة الشائعة',
  'About us': 'من نحن',
  'Contact us': 'تواصل معنا',
  'Terms and conditions': 'الشروط والأحكام',
  'Privacy policy': 'سياسة الخصوصية',
  '24/7 support:': 'الدعم على مدار الساعة:',
  WhatsApp: 'واتساب',
  'Tours, activities and travel services across Saudi Arabia and the Gulf.': 'جولات وأنشطة وخدمات سياحية في أنحاء السعودية والخليج.',
  '© {year} Rihla. All rights reserved.': '© {year} رحلة. جميع الحقوق محفوظة.',
  'Rihla could not start. Check your connection, then try again.': 'تعذّر تشغيل رحلة. تحقّق من اتصالك بالإنترنت، ثم حاول مرة أخرى.',
  'Try again': 'حاول مرة أخرى',
};

/** A text in the locale with its {placeholders} filled, as plain text. */
function plainText(locale, source, values) {
  const template = locale === 'ar' && TEXTS[source] ? TEXTS[source] : source;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (values && values[name] !== undefined ? String(values[name]) : whole));
}

/** A text in the locale with its {placeholders} filled, escaped for HTML. */
const text = (locale, source, values) => escapeHtml(plainText(locale, source, values));

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** A number as Intl.NumberFormat('ar-SA' | 'en-US') writes it (integers, or `fractionDigits` decimals). */
function formatNumber(value, locale, fractionDigits) {
  const number = Number(value) || 0;
  const fixed = fractionDigits ? number.toFixed(fractionDigits) : String(Math.round(number));
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const latin = fraction ? `${grouped}.${fraction}` : grouped;
  if (locale !== 'ar') return latin;
  return latin.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]).replace(/,/g, '٬').replace(/\./g, '٫');
}

/** A bilingual field in the locale, else in the other language (src/lib/localized.ts). */
function localized(record, field, locale) {
  if (!record) return '';
  return record[`${field}_${locale}`] || record[`${field}_${locale === 'en' ? 'ar' : 'en'}`] || '';
}

const srcset = (src) => IMAGE_WIDTHS.map((width) => `${src}-${width}.webp ${width}w`).join(', ');

/** ui/responsive-image.tsx's <img>. */
function responsiveImage(image, { alt, sizes, className, priority }) {
  const style = image.placeholder ? ` style="background-image: url(&quot;${escapeHtml(image.placeholder)}&quot;)"` : '';
  return (
    `<img class="${['responsive-image', className].filter(Boolean).join(' ')}" src="${escapeHtml(`${image.src}-640.webp`)}" srcset="${escapeHtml(srcset(image.src))}"` +
    ` sizes="${sizes}" alt="${escapeHtml(alt || '')}" width="${Number(image.width) || 0}" height="${Number(image.height) || 0}"` +
    ` loading="${priority ? 'eager' : 'lazy'}" fetchpriority="${priority ? 'high' : 'auto'}" decoding="async"${style}>`
  );
}

const isImage = (image) => Boolean(image && typeof image === 'object' && typeof image.src === 'string' && /^\/[\w./-]+$/.test(image.src));

/** <link rel="preload"> for a responsive image, with the srcset and sizes its <img> uses. */
function imagePreload(image, sizes) {
  if (!isImage(image)) return null;
  return `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset(image.src))}" imagesizes="${sizes}" fetchpriority="high">`;
}

const ICON_PATHS = {
  cart: 'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2M10 20a1 1 0 1 0 0 .1M18 20a1 1 0 1 0 0 .1',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 4 4',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01',
};
const icon = (name) =>
  `<svg class="icon" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}"></path></svg>`;
/** features/shell/components/brand-mark.tsx: public/favicon.svg's drawing, in the page rather than an <img> of the file. */
const BRAND_MARK =
  '<svg class="brand__mark" width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><rect width="64" height="64" rx="14" fill="#0f5257"></rect><circle cx="44" cy="20" r="8" fill="#f6c27a"></circle><path d="M0 50 C16 36 28 38 40 44 S58 48 64 40 V64 H0 Z" fill="#e9a55a"></path></svg>';
const HEART =
  '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 20s-7-4.4-9.2-8.6C1.2 8.2 3 4.8 6.4 4.8c2 0 3.6 1.2 4.6 2.8.9-1.6 2.6-2.8 4.6-2.8 3.4 0 5.2 3.4 3.6 6.6C19 15.6 12 20 12 20z"></path></svg>';

/**
 * ui/select.tsx: a native select (its width is its widest option's, so every option is painted),
 * or, with `shortValue`, the short text with the select laid over it.
 */
function nativeSelect({ id, className, label, hideLabel, options, shortValue }) {
  const value = shortValue === undefined ? '' : `<span class="select__value" aria-hidden="true">${shortValue}</span>`;
  const selectClass = shortValue === undefined ? 'select__native' : 'select__native select__native--over-value';
  return (
    `<div class="select ${className}"><label for="${id}" class="${hideLabel ? 'visually-hidden' : 'field__label'}">${label}</label>` +
    `<span class="select__control">${value}<select id="${id}" class="${selectClass}">${options.map((option) => `<option>${option}</option>`).join('')}</select>` +
    `<span aria-hidden="true" class="select__chevron">▾</span></span></div>`
  );
}

/** features/shell/components/site-header.tsx with its stand-ins (the menus load on intent). */
function siteHeader({ locale, transparent, barePath, currency, cartSize }) {
  const count = cartSize || 0;
  const badge = count > 0 ? `<span class="badge" aria-hidden="true">${formatNumber(count, locale)}</span>` : '';
  const other = locale === 'ar' ? 'en' : 'ar';
  const otherName = other === 'en' ? 'English' : 'العربية';
  return (
    `<header class="site-header${transparent ? ' site-header--transparent' : ''}"><div class="site-header__bar">` +
    `<a href="${localizedPath('/', locale)}" class="brand" aria-label="${text(locale, 'Rihla home')}">${BRAND_MARK}<span>${text(locale, 'Rihla')}</span></a>` +
    `<nav class="site-header__actions" aria-label="${text(locale, 'Site')}">` +
    `<a href="${escapeHtml(localizedPath(barePath, other))}" class="language-switcher" hreflang="${other}" aria-label="${otherName} — ${text(locale, 'Switch language')}"><span lang="${other}">${otherName}</span></a>` +
    `<a href="${localizedPath('/cart', locale)}" class="icon-button cart-link" aria-label="${text(locale, 'Cart, {count} items', { count })}">${icon('cart')}${badge}</a>` +
    `<a href="${localizedPath('/auth/login', locale)}" class="icon-button account-link" aria-label="${text(locale, 'Login/Signup')}">${icon('user')}</a>` +
    `</nav></div><div class="site-header__tools">` +
    `<form role="search" class="search-box"><span class="load-on-intent" style="display: contents;"><div class="search-box__field">` +
    `<label class="visually-hidden" for="first-paint-search">${text(locale, 'Search experiences')}</label>` +
    `<input id="first-paint-search" class="search-box__input" role="combobox" aria-expanded="false" aria-autocomplete="list" autocomplete="off" placeholder="${text(locale, 'Where to? Search tours, cities, activities')}" type="search" value="">` +
    `</div></span><button type="submit" class="search-box__submit" aria-label="${text(locale, 'Search')}">${icon('search')}</button></form>` +
    nativeSelect({ id: 'first-paint-currency', className: 'currency-switcher', label: text(locale, 'Currency'), hideLabel: true, options: [escapeHtml(currency || 'SAR')], shortValue: escapeHtml(currency || 'SAR') }) +
    `<span class="load-on-intent" style="display: contents;"><button type="button" class="icon-button" aria-label="${text(locale, 'Help and support')}" aria-haspopup="true" aria-expanded="false">${icon('help')}</button></span>` +
    `</div></header>`
  );
}

/**
 * features/shell/components/site-footer.tsx (its install offer is the app's). On a short page
 * such as the cart it is on screen, so it is painted with the rest.
 */
function siteFooter({ locale, settings, year }) {
  const links = [
    ['/blog', 'Blog'],
    ['/faq', 'FAQ'],
    ['/about', 'About us'],
    ['/contact-us', 'Contact us'],
    ['/terms-and-conditions', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
  ];
  // features/shell/support-links.ts: digits only in the URLs.
  const digits = (value) => String(value == null ? '' : value).replace(/[^\d+]/g, '');
  const phone = digits(settings && settings.support_phone);
  const whatsapp = digits(settings && settings.support_whatsapp).replace(/^\+/, '');
  let support = `${text(locale, '24/7 support:')} `;
  if (phone) support += `<a href="tel:${escapeHtml(phone)}" dir="ltr">${escapeHtml(settings.support_phone)}</a>`;
  if (whatsapp) support += ` · <a href="https://wa.me/${escapeHtml(whatsapp)}" target="_blank" rel="noopener noreferrer">${text(locale, 'WhatsApp')}</a>`;
  return (
    `<footer class="site-footer"><nav aria-label="${text(locale, 'Footer')}"><ul class="site-footer__links">` +
    links.map(([path, label]) => `<li><a href="${localizedPath(path, locale)}">${text(locale, label)}</a></li>`).join('') +
    `</ul></nav><p class="site-footer__support">${support}</p>` +
    `<p>${text(locale, 'Tours, activities and travel services across Saudi Arabia and the Gulf.')}</p>` +
    `<p>${text(locale, '© {year} Rihla. All rights reserved.', { year })}</p></footer>`
  );
}

/** features/home/components/home-page.tsx: the hero with its search form. */
function homeMain(locale) {
  return (
    `<main class="page home" id="main"><section class="hero" aria-labelledby="hero-title">` +
    `<h1 id="hero-title">${text(locale, 'Discover Saudi Arabia and the Gulf, one experience at a time')}</h1>` +
    `<p>${text(locale, 'Book tours, activities and travel services with instant confirmation, and keep your tickets on your phone, even offline.')}</p>` +
    `<form class="hero-search"><div class="field hero-search__where"><label class="field__label" for="first-paint-where">${text(locale, 'Where to?')}</label>` +
    `<input id="first-paint-where" class="field__input" type="text" role="combobox" aria-expanded="false" aria-autocomplete="list" autocomplete="off" placeholder="${text(locale, 'City or destination')}" value=""></div>` +
    `<div class="field hero-search__when"><label class="field__label" for="first-paint-when">${text(locale, 'When?')}</label><input id="first-paint-when" class="field__input" type="date" value=""></div>` +
    `<button type="submit" class="button button--primary hero-search__submit"><span>${text(locale, 'Search')}</span></button></form>` +
    `</section></main>`
  );
}

/** ui/breadcrumbs.tsx: home, the trail, the page. */
function breadcrumbs(locale, trail, title) {
  const items = [{ label: text(locale, 'Home'), href: localizedPath('/', locale) }].concat(trail.map((crumb) => ({ label: escapeHtml(crumb.label), href: crumb.href })));
  const links = items.map((item) => `<li class="breadcrumbs__item"><a href="${escapeHtml(item.href)}">${item.label}</a></li>`);
  links.push(`<li class="breadcrumbs__item"><span aria-current="page">${escapeHtml(title)}</span></li>`);
  return `<nav aria-label="${text(locale, 'Breadcrumbs')}" class="breadcrumbs"><ol>${links.join('')}</ol></nav>`;
}

/** features/catalog/components/product-page.tsx down to its gallery. */
function productMain(experience, locale) {
  const title = localized(experience, 'title', locale);
  const city = experience.expand && experience.expand.city;
  const trail = city ? [{ label: localized(city, 'name', locale), href: localizedPath(`/things-to-do-in-${city.slug}`, locale) }] : [{ label: plainText(locale, 'Experiences'), href: localizedPath('/experiences', locale) }];
  const images = (Array.isArray(experience.images) ? experience.images : []).filter(isImage);
  const alt = (image) => (locale === 'ar' ? image.alt_ar : image.alt_en);
  let html = `<main class="page product" id="main">${breadcrumbs(locale, trail, title)}<h1 class="page__title">${escapeHtml(title)}</h1><div class="product__title-row">`;
  if (Number(experience.review_count) > 0) {
    const reviews = text(locale, '{reviewCount} reviews', { reviewCount: formatNumber(experience.review_count, locale) });
    html += `<p class="product__rating">★ ${formatNumber(experience.rating_avg, locale, 1)} <span>(${reviews})</span></p>`;
  }
  html += `<button type="button" class="save-button" aria-pressed="false" aria-label="${text(locale, 'Save {name}', { name: title })}">${HEART}</button></div>`;
  if (images.length > 0) {
    html += '<div class="gallery">';
    html += responsiveImage(images[0], { alt: alt(images[0]), sizes: SIZES.productMain, className: 'gallery__main', priority: true });
    for (const image of images.slice(1, 3)) html += responsiveImage(image, { alt: alt(image), sizes: SIZES.productSide, className: 'gallery__side' });
    if (images.length > 1) {
      html += `<button class="button button--secondary gallery__all" data-rac="" type="button"><span>${text(locale, 'View all images ({count})', { count: formatNumber(images.length, locale) })}</span></button>`;
    }
    html += '</div>';
  }
  return `${html}</main>`;
}

/**
 * features/cart/components/cart-page.tsx. The cart lives on the device (IndexedDB); the app keeps
 * its number of lines in a cookie (src/features/cart/cart-size-cookie.ts). An empty cart is
 * painted whole; a cart with lines only down to its heading, the lines being the app's.
 */
function cartMain(locale, cartSize) {
  const empty = cartSize === 0
    ? `<div class="empty-state"><p>${text(locale, 'Your cart is empty.')}</p><a href="${localizedPath('/things-to-do', locale)}" class="button button--primary" data-rac="">${text(locale, 'Find things to do')}</a></div>`
    : '';
  return `<main class="page" id="main">${breadcrumbs(locale, [], plainText(locale, 'Cart'))}<h1 class="page__title">${text(locale, 'Cart')}</h1>${empty}</main>`;
}

/** The number of lines in the device's cart from the request's Cookie header (0 when it has none: a new device). */
function cartSizeFrom(cookieHeader) {
  const match = /(?:^|;\s*)rihla_cart=(\d{1,3})(?:;|$)/.exec(String(cookieHeader || ''));
  return match ? Number(match[1]) : 0;
}

/**
 * features/catalog/components/listing-page.tsx down to its first results: the toolbar, the count
 * line (kept empty: its plural forms are the app's) and the first cards' image, city and title.
 */
function listingMain({ city, category, general, search }, locale) {
  let title;
  let lead;
  if (city) {
    title = plainText(locale, 'Things to do in {name}', { name: localized(city, 'name', locale) });
    lead = localized(city, 'summary', locale);
  } else if (category) {
    title = localized(category, 'name', locale);
    lead = localized(category, 'description', locale);
  } else {
    title = plainText(locale, general.title);
    lead = general.lead ? plainText(locale, general.lead) : '';
  }
  const trail = city ? [{ label: plainText(locale, 'Destinations'), href: localizedPath('/destinations', locale) }] : [];
  const items = (search && search.result && Array.isArray(search.result.items) ? search.result.items : []).slice(0, 2);
  const cards = items.map((item, index) => {
    const image = (item.images || [])[0];
    const itemTitle = localized(item, 'title', locale);
    const href = localizedPath(item.city ? `/things-to-do-in-${item.city.slug}/${item.slug}` : `/experiences/${item.slug}`, locale);
    return (
      `<li><article class="experience-card">${isImage(image) ? responsiveImage(image, { alt: '', sizes: SIZES.card, priority: index < 2 }) : ''}` +
      `<div class="experience-card__body">${item.city ? `<p class="experience-card__city">${escapeHtml(localized(item.city, 'name', locale))}</p>` : ''}` +
      `<h3 class="experience-card__title"><a href="${escapeHtml(href)}" class="experience-card__link">${escapeHtml(itemTitle)}</a></h3>` +
      // The duration, rating and price lines are the app's (Intl formats); their space is kept.
      `<p class="experience-card__meta">\u00a0</p><p class="experience-card__price">\u00a0</p></div></article></li>`
    );
  });
  return (
    `<main class="page listing" id="main">${breadcrumbs(locale, trail, title)}<h1 class="page__title">${escapeHtml(title)}</h1>` +
    (lead ? `<p class="page__lead">${escapeHtml(lead)}</p>` : '') +
    `<div class="listing__toolbar"><button class="button button--secondary" data-rac="" type="button"><span>${text(locale, 'Filters')}</span></button>` +
    nativeSelect({ id: 'first-paint-sort', className: 'listing__sort', label: text(locale, 'Sort by'), options: ['Recommended', 'Price: low to high', 'Price: high to low', 'Top rated'].map((label) => text(locale, label)) }) +
    `</div>` +
    `<p class="listing__count">\u00a0</p>` +
    (cards.length ? `<section aria-label="${text(locale, 'Experiences')}"><ul class="experience-grid">${cards.join('')}</ul></section>` : '') +
    `</main>`
  );
}

/** The listings of the whole catalog (routes/{-$locale}/things-to-do.tsx, experiences/index.tsx): their title and lead. */
const GENERAL_LISTINGS = {
  '/things-to-do': { title: 'Things to do', lead: 'Tours, activities and attractions across Saudi Arabia and the Gulf.' },
  '/experiences': { title: 'All experiences', lead: null },
};

/** The listing of the whole catalog a route is, or null. */
function generalListing(route) {
  return route.kind === 'static' && Object.prototype.hasOwnProperty.call(GENERAL_LISTINGS, route.barePath) ? GENERAL_LISTINGS[route.barePath] : null;
}

/** The static first paint in #root: the layout, its header and the page's top (inert: React replaces it). */
function firstPaint({ route, records, settings, cartSize, year }) {
  const locale = route.locale === 'en' ? 'en' : 'ar';
  const found = records || {};
  const cart = route.kind === 'static' && route.barePath === '/cart';
  const general = generalListing(route);
  let main = null;
  if (route.kind === 'home') main = homeMain(locale);
  else if ((route.kind === 'product' || route.kind === 'city-product') && found.experience) main = productMain(found.experience, locale);
  else if (route.kind === 'city' && found.city && found.search) main = listingMain({ city: found.city, search: found.search }, locale);
  else if (route.kind === 'category' && found.category && found.search) main = listingMain({ category: found.category, search: found.search }, locale);
  else if (general && found.search) main = listingMain({ general, search: found.search }, locale);
  else if (cart) main = cartMain(locale, cartSize || 0);
  if (!main) return null;
  const supplier = ['supplier-one', 'supplier-three', 'supplier-four', 'supplier-five', 'supplier-six', 'template-four'];
  const setting = settings && settings.layout;
  const layout = supplier.indexOf(setting) !== -1 ? setting : route.kind === 'home' ? 'transparent' : 'default';
  return (
    `<div class="layout layout--${layout}" data-layout="${layout}" data-first-paint="" inert>` +
    `<a class="skip-link" href="#main">${text(locale, 'Skip to content')}</a>` +
    siteHeader({ locale, transparent: layout === 'transparent', barePath: route.barePath, currency: settings && settings.default_currency, cartSize }) +
    main +
    // The cart is a short page: its footer is on screen.
    (cart ? siteFooter({ locale, settings, year: year || new Date().getFullYear() }) : '') +
    '</div>'
  );
}

/**
 * The note shown when the app cannot start (src/lib/start-failure.ts, and app-boot.js when a
 * module fails to load): hidden until then, outside #root, whose first paint is inert. Its
 * link loads the page again. Written by the server because the app's catalog may be what failed.
 */
function startFailureNote(locale, href) {
  const language = locale === 'en' ? 'en' : 'ar';
  // One leading slash: a request path such as //example.com would otherwise link to another site.
  const sameSite = `/${String(href || '').replace(/^[/\\]+/, '')}`;
  return (
    `<div id="start-failure" class="start-failure" role="alert" hidden>` +
    `<p>${text(language, 'Rihla could not start. Check your connection, then try again.')}</p>` +
    `<a class="button button--primary" href="${escapeHtml(sameSite)}">${text(language, 'Try again')}</a>` +
    '</div>'
  );
}

/** The route file (src/routes/…) whose split component a page loads. */
function routeModule(route) {
  const base = 'src/routes/{-$locale}';
  switch (route.kind) {
    case 'home':
      return [`${base}/index.tsx`];
    case 'product':
      return [`${base}/experiences/$productSlug.tsx`];
    case 'city-product':
      return [`${base}/things-to-do-in-{$citySlug}/$productSlug.tsx`];
    case 'city':
      return [`${base}/things-to-do-in-{$citySlug}/index.tsx`];
    case 'category':
      return [`${base}/$categorySlug.tsx`];
    case 'blog-post':
      return [`${base}/blog/$slug.tsx`];
    case 'search':
      return [`${base}/search/$searchText.tsx`];
    case 'order':
      return [`${base}/orders/$orderId.tsx`];
    case 'static':
      return [`${base}${route.barePath}.tsx`, `${base}${route.barePath}/index.tsx`];
    default:
      return [];
  }
}

/**
 * The JavaScript files a page loads after the entry, for <link rel="modulepreload">: React's
 * renderer, the language catalog, and the locale layout's and the page's split components, each
 * with its static imports.
 * `manifest`: the build's .vite/manifest.json; `loaded`: files the HTML already loads.
 */
function modulePreloads(manifest, route, loaded) {
  if (!manifest || typeof manifest !== 'object') return [];
  const files = [];
  const seen = {};
  for (const file of loaded || []) seen[file] = true;
  const add = (key) => {
    const chunk = manifest[key];
    if (!chunk || typeof chunk.file !== 'string' || seen[chunk.file]) return;
    seen[chunk.file] = true;
    for (const imported of chunk.imports || []) add(imported);
    files.push(chunk.file);
  };
  const component = (moduleId) => (manifest[`${moduleId}?tsr-split=component`] ? `${moduleId}?tsr-split=component` : moduleId);
  // React's renderer, which the entry imports at once (src/main.tsx), then the language catalog.
  add('node_modules/react-dom/client.js');
  add(`src/locales/${route.locale === 'en' ? 'en' : 'ar'}/messages.ts`);
  add(component('src/routes/{-$locale}/route.tsx'));
  const page = routeModule(route).find((moduleId) => manifest[component(moduleId)]);
  if (page) add(component(page));
  return files;
}

/** The files a built index.html loads itself (its module scripts and modulepreloads). */
function templateScripts(template) {
  const files = [];
  const pattern = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g;
  let match;
  while ((match = pattern.exec(String(template))) !== null) files.push(match[1]);
  return files;
}

/**
 * The query-cache entries (TanStack Query keys as the query-option factories in
 * src/features/<feature>/api make them) a page asks for first, from data the server has read.
 * `data`: { config?, currencies?, categories?, cities?, countries?, experience?, city?, search?: { query, result } }.
 */
function initialQueries(data) {
  const entries = [];
  const given = data || {};
  if (given.config) entries.push({ key: ['shell', 'config'], data: given.config });
  if (given.currencies) entries.push({ key: ['catalog', 'currencies'], data: given.currencies });
  if (given.categories) entries.push({ key: ['catalog', 'categories'], data: given.categories });
  if (given.cities) entries.push({ key: ['catalog', 'cities'], data: given.cities });
  if (given.countries) entries.push({ key: ['catalog', 'countries'], data: given.countries });
  if (given.stats) entries.push({ key: ['catalog', 'stats'], data: given.stats });
  if (given.experience && given.experience.slug) entries.push({ key: ['catalog', 'experience', given.experience.slug], data: given.experience });
  if (given.city && given.city.slug) entries.push({ key: ['catalog', 'city', given.city.slug], data: given.city });
  if (given.category && given.category.slug) entries.push({ key: ['catalog', 'category', given.category.slug], data: given.category });
  if (given.search && given.search.query && given.search.result) entries.push({ key: ['catalog', 'search', given.search.query], data: given.search.result });
  return entries;
}

/** The LCP image hint for a page, when its main image is known. */
function pageImagePreload(route, data) {
  const given = data || {};
  if ((route.kind === 'product' || route.kind === 'city-product') && given.experience && Array.isArray(given.experience.images)) {
    return imagePreload(given.experience.images[0], SIZES.productMain);
  }
  const listing = route.kind === 'city' || route.kind === 'category' || generalListing(route) !== null;
  if (listing && given.search && given.search.result && Array.isArray(given.search.result.items) && given.search.result.items[0]) {
    return imagePreload((given.search.result.items[0].images || [])[0], SIZES.card);
  }
  return null;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/[^"]+)"[^>]*><\/script>\s*/gi;

/**
 * A page with a first paint starts its app only after it has loaded (src/boot/app-boot.js): the
 * template's module scripts are replaced by the boot script, which adds them and the page's
 * module preloads on the load event. Returns the document unchanged when it has no module script.
 */
function deferBoot(html, preloads) {
  const modules = [];
  const document = String(html).replace(MODULE_SCRIPT, (_whole, src) => {
    modules.push(src);
    return '';
  });
  if (modules.length === 0) return String(html);
  const boot = `<script defer src="/app-boot.js" data-modules="${escapeHtml(JSON.stringify(modules))}" data-preloads="${escapeHtml(JSON.stringify((preloads || []).map((file) => `/${file}`)))}"></script>\n    `;
  return document.replace(/<\/head>/i, (tag) => `${boot}${tag}`);
}

/**
 * The document with the first-load additions: `head` tags before the stylesheet, the start
 * failure note and the data block at the end of <body>, the first paint inside an empty #root.
 */
function renderFirstLoad(html, { head, entries, rootHtml, failureHtml }) {
  let document = String(html);
  const headTags = (head || []).filter(Boolean);
  if (headTags.length > 0) {
    const insertion = `${headTags.join('\n    ')}\n    `;
    const firstScript = /<(?:script|link[^>]*rel="?stylesheet)[^>]*>/i;
    if (firstScript.test(document)) document = document.replace(firstScript, (tag) => `${insertion}${tag}`);
    else document = document.replace(/<\/head>/i, (tag) => `${insertion}${tag}`);
  }
  if (rootHtml) document = document.replace(/<div id="root"><\/div>/, () => `<div id="root">${rootHtml}</div>`);
  if (failureHtml) document = /<\/body>/i.test(document) ? document.replace(/<\/body>/i, (tag) => `${failureHtml}\n  ${tag}`) : `${document}${failureHtml}`;
  if (entries && entries.length > 0) {
    const block = `<script type="application/json" id="${DATA_ID}">${jsonForScript(entries)}</script>`;
    document = /<\/body>/i.test(document) ? document.replace(/<\/body>/i, (tag) => `${block}\n  ${tag}`) : `${document}${block}`;
  }
  return document;
}

module.exports = {
  IMAGE_WIDTHS,
  SIZES,
  DATA_ID,
  TEXTS,
  text,
  formatNumber,
  responsiveImage,
  imagePreload,
  siteHeader,
  firstPaint,
  startFailureNote,
  generalListing,
  cartSizeFrom,
  modulePreloads,
  templateScripts,
  initialQueries,
  pageImagePreload,
  renderFirstLoad,
  deferBoot,
};
