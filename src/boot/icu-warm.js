// Makes the page's first Intl calls on a worker thread. The first use of Intl in a page loads
// ICU's locale data (about 25–40 ms on a laptop, several times that on a phone); the browser
// keeps that data for the whole process, so when the app's main thread formats its first number
// it no longer pays for it. Started by app-boot.js with the page's locale as the worker's name.
(function () {
  var locale = self.name || 'ar-SA';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
    new Intl.NumberFormat(locale).format(1);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' }).format(1);
    new Intl.PluralRules(locale).select(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Asia/Riyadh' }).format(0);
  } catch (error) {
    // Only a head start: the app makes the same calls itself.
  }
  self.close();
})();
