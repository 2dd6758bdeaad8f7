// Per-experience questions and "not suitable for" lists, by base experience key (every
// departure and variant of the experience shares them). Experiences not listed here have none,
// and their pages show neither section.

const wheelchair = { ar: "مستخدمو الكراسي المتحركة", en: "Wheelchair users" };
const pregnant = { ar: "الحوامل", en: "Pregnant travellers" };
const backProblems = { ar: "من يعانون آلامًا في الظهر", en: "People with back problems" };
const heartProblems = { ar: "من يعانون أمراض القلب", en: "People with heart problems" };
const mobility = { ar: "من يجدون صعوبة في المشي", en: "People with limited mobility" };
const fearOfHeights = { ar: "من يخافون المرتفعات", en: "People with a fear of heights" };
const seasickness = { ar: "من يعانون دوار البحر", en: "People prone to seasickness" };
const nonSwimmers = { ar: "من لا يجيدون السباحة", en: "Non-swimmers" };
const babies = { ar: "الأطفال دون سنتين", en: "Babies under 2 years" };

export const experienceFaqs = {
  "diriyah-at-turaif-heritage-tour": {
    faq: [
      { question_ar: "هل التذكرة تشمل دخول حي الطريف؟", question_en: "Does the ticket include entry to At-Turaif?", answer_ar: "نعم، تذكرة الدخول مشمولة ويستلمها المرشد لك عند البوابة.", answer_en: "Yes. Your guide collects the entry ticket for you at the gate." },
      { question_ar: "هل يمكن إحضار عربة أطفال؟", question_en: "Can I bring a pushchair?", answer_ar: "معظم الممرات مستوية، لكن بعض الأزقة ضيقة وفيها درجات، لذا ننصح بحمّالة أطفال.", answer_en: "Most paths are level, but some lanes are narrow with steps; a baby carrier works better." },
    ],
    not_suitable_for: [wheelchair],
  },
  "edge-of-the-world-day-trip": {
    faq: [
      { question_ar: "كم تستغرق الطريق الوعرة؟", question_en: "How long is the off-road drive?", answer_ar: "نحو ساعة ونصف على طريق ترابي في سيارة دفع رباعي مع سائق خبير.", answer_en: "About an hour and a half on a dirt track in a 4x4 with an experienced driver." },
      { question_ar: "هل تُلغى الرحلة في الطقس السيئ؟", question_en: "Is the trip cancelled in bad weather?", answer_ar: "إذا أُغلق الطريق بسبب الأمطار أو الغبار نعرض عليك موعدًا آخر أو استرداد المبلغ كاملًا.", answer_en: "If rain or dust closes the track we offer you another date or a full refund." },
    ],
    not_suitable_for: [backProblems, pregnant, fearOfHeights, wheelchair],
  },
  "masmak-fort-old-riyadh-walk": {
    faq: [
      { question_ar: "هل الجولة مناسبة للأطفال؟", question_en: "Is the walk suitable for children?", answer_ar: "نعم، المسار قصير ومستوٍ، ويحب الأطفال قصة استرداد القصر.", answer_en: "Yes. The route is short and level, and children enjoy the story of the fort's recapture." },
    ],
    not_suitable_for: [wheelchair],
  },
  "red-sands-quad-biking": {
    faq: [
      { question_ar: "هل أحتاج إلى رخصة قيادة؟", question_en: "Do I need a driving licence?", answer_ar: "لا، يشرح لك المدرب القيادة قبل الانطلاق، ويجب ألا يقل عمر السائق عن ١٦ سنة.", answer_en: "No. An instructor briefs you before you ride; drivers must be at least 16." },
      { question_ar: "هل تتوفر خوذ؟", question_en: "Are helmets provided?", answer_ar: "نعم، الخوذة والنظارة الواقية مشمولتان وإلزاميتان.", answer_en: "Yes. A helmet and goggles are included and must be worn." },
    ],
    not_suitable_for: [pregnant, backProblems, heartProblems, babies],
  },
  "kingdom-centre-sky-bridge": {
    faq: [
      { question_ar: "هل يوجد مصعد إلى الجسر؟", question_en: "Is there a lift to the bridge?", answer_ar: "نعم، يصعد المصعدان السريعان إلى الطابق التاسع والتسعين في أقل من دقيقة.", answer_en: "Yes. Two high-speed lifts reach the 99th floor in under a minute." },
    ],
    not_suitable_for: [fearOfHeights],
  },
  "al-balad-historic-jeddah-walk": {
    faq: [
      { question_ar: "ما أفضل وقت للجولة؟", question_en: "What is the best time for the walk?", answer_ar: "بعد العصر حين يخف الحر وتفتح الأسواق أبوابها.", answer_en: "Late afternoon, when the heat eases and the souks open." },
      { question_ar: "هل يمكن دخول البيوت التاريخية؟", question_en: "Can we go inside the historic houses?", answer_ar: "ندخل بيت نصيف، وتُشاهد البيوت الأخرى من الخارج.", answer_en: "We go inside Beit Nassif; the other houses are seen from outside." },
    ],
    not_suitable_for: [wheelchair, mobility],
  },
  "jeddah-red-sea-yacht-charter": {
    faq: [
      { question_ar: "كم عدد الضيوف المسموح به؟", question_en: "How many guests can come aboard?", answer_ar: "حتى عشرة ضيوف في اليخت، ويشمل السعر الطاقم والوقود.", answer_en: "Up to ten guests; the price includes the crew and fuel." },
      { question_ar: "هل يمكن السباحة من اليخت؟", question_en: "Can we swim from the yacht?", answer_ar: "نعم، يتوقف اليخت في مياه هادئة وتتوفر سترات النجاة.", answer_en: "Yes. The yacht stops in calm water and life jackets are on board." },
    ],
    not_suitable_for: [seasickness, wheelchair],
  },
  "obhur-jet-ski-ride": {
    faq: [
      { question_ar: "هل يمكن أن يركب شخصان؟", question_en: "Can two people ride together?", answer_ar: "نعم، تتسع الدراجة لشخصين بوزن إجمالي لا يتجاوز ١٨٠ كغ.", answer_en: "Yes, two riders with a combined weight of up to 180 kg." },
    ],
    not_suitable_for: [pregnant, backProblems, nonSwimmers, babies],
  },
  "jeddah-bayadah-island-snorkelling": {
    faq: [
      { question_ar: "هل أحتاج إلى خبرة في الغطس؟", question_en: "Do I need snorkelling experience?", answer_ar: "لا، يشرح لك المرشد استخدام المعدات ويبقى معك في الماء.", answer_en: "No. Your guide shows you the gear and stays with you in the water." },
    ],
    not_suitable_for: [nonSwimmers, seasickness, pregnant],
  },
  "hegra-guided-tour": {
    faq: [
      { question_ar: "هل يمكن دخول المقابر النبطية؟", question_en: "Can we go inside the Nabataean tombs?", answer_ar: "لا، يُحافظ عليها من الخارج فقط، لكنك تقترب من واجهاتها المنحوتة.", answer_en: "No, they are protected from the outside only, but you get close to the carved facades." },
      { question_ar: "كيف نتنقل داخل الموقع؟", question_en: "How do we get around the site?", answer_ar: "بحافلة مكيفة بين المحطات، مع مشي قصير عند كل محطة.", answer_en: "By air-conditioned bus between stops, with short walks at each." },
    ],
    not_suitable_for: [wheelchair],
  },
  "alula-hot-air-balloon-sunrise": {
    faq: [
      { question_ar: "متى يكون موعد الانطلاق؟", question_en: "What time do we set off?", answer_ar: "قبل الفجر بنحو ساعة؛ نرسل لك الموعد الدقيق مساء اليوم السابق.", answer_en: "About an hour before dawn; we send the exact time the evening before." },
      { question_ar: "ماذا يحدث إذا كانت الرياح قوية؟", question_en: "What happens if it is too windy?", answer_ar: "يقرر الطيار الإلغاء حفاظًا على السلامة، وتختار حينها موعدًا آخر أو استردادًا كاملًا.", answer_en: "The pilot cancels for safety; you then choose another date or a full refund." },
    ],
    not_suitable_for: [pregnant, fearOfHeights, babies, mobility],
  },
  "gharameel-stargazing-night": {
    faq: [
      { question_ar: "هل يتوفر تلسكوب؟", question_en: "Is there a telescope?", answer_ar: "نعم، يوجّه الفلكي التلسكوب إلى الكواكب والعناقيد النجمية.", answer_en: "Yes. The astronomer points the telescope at planets and star clusters." },
    ],
    not_suitable_for: [babies],
  },
  "burj-khalifa-at-the-top": {
    faq: [
      { question_ar: "هل التذكرة بموعد محدد؟", question_en: "Is the ticket for a set time?", answer_ar: "نعم، احضر قبل موعدك بخمس عشرة دقيقة لفحص الأمتعة.", answer_en: "Yes. Arrive fifteen minutes early for the security check." },
    ],
    not_suitable_for: [fearOfHeights],
  },
  "dubai-desert-safari-bbq-dinner": {
    faq: [
      { question_ar: "هل العشاء مناسب للنباتيين؟", question_en: "Is the dinner suitable for vegetarians?", answer_ar: "نعم، يضم البوفيه أطباقًا نباتية، وكل اللحوم حلال.", answer_en: "Yes. The buffet has vegetarian dishes, and all meat is halal." },
      { question_ar: "هل قيادة الكثبان عنيفة؟", question_en: "Is the dune drive rough?", answer_ar: "هي مثيرة لكن يمكنك أن تطلب من السائق قيادة أهدأ.", answer_en: "It is thrilling, but you can ask the driver to take it gently." },
    ],
    not_suitable_for: [pregnant, backProblems, heartProblems],
  },
  "dubai-marina-private-yacht": {
    faq: [
      { question_ar: "هل يمكن إحضار كعكة لمناسبة خاصة؟", question_en: "Can we bring a cake for a celebration?", answer_ar: "نعم، أخبرنا عند الحجز ليجهز الطاقم الطاولة.", answer_en: "Yes. Tell us when you book and the crew will set the table." },
    ],
    not_suitable_for: [seasickness, wheelchair],
  },
};
