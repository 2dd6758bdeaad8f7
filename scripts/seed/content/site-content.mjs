// Rihla demo catalog: blog posts, FAQs, static pages, testimonials, promo codes and site settings.

const p = (...paragraphs) => paragraphs.join("\n\n");

export const posts = [
  {
    slug: "first-trip-to-alula-guide",
    title_ar: "رحلتك الأولى إلى العلا: دليل عملي",
    title_en: "Your First Trip to AlUla: A Practical Guide",
    excerpt_ar: "متى تذهب، وكم يومًا تحتاج، وما الذي يجب حجزه مسبقًا، لتعيش العلا كما تستحق.",
    excerpt_en: "When to go, how many days you need and what to book ahead, so you experience AlUla the way it deserves.",
    body_ar: p(
      "العلا ليست وجهة تُزار على عجل؛ فهي متحف مفتوح يمتد على آلاف الكيلومترات المربعة بين الأودية والجبال الرملية والمواقع الأثرية. وإذا كانت هذه زيارتك الأولى، فبعض التخطيط المسبق سيصنع فرقًا كبيرًا في تجربتك.",
      "## أفضل وقت للزيارة\nيمتد الموسم المثالي من أكتوبر إلى مارس، حين تكون الأيام دافئة والليالي باردة، وتقام فيه فعاليات شتاء طنطورة ومهرجانات المناطيد. أما الصيف فحار نهارًا، لكن الأسعار أقل والمواقع أهدأ إن خططت لجولاتك صباحًا ومساءً.",
      "## كم يومًا تحتاج؟\nننصح بثلاثة أيام على الأقل: يوم للحِجر، ويوم لدادان وجبل عكمة والبلدة القديمة، ويوم للتجارب المسائية مثل صخرة الفيل ومرايا ورصد النجوم. ومن يرغب في رحلة المنطاد أو المشي في الأودية سيحتاج إلى يوم رابع.",
      "## ما الذي يجب حجزه مسبقًا؟\nالدخول إلى الحِجر بالحجز المسبق فقط، ومواعيد الصباح تنفد سريعًا في الشتاء، وكذلك رحلات المنطاد ومطاعم وادي عشار. احجز هذه التجارب قبل سفرك بأسبوعين على الأقل، واترك الباقي لمرونة الرحلة.",
      "## نصائح سريعة\nالمسافات بين المواقع طويلة نسبيًا، لذا استأجر سيارة أو اختر جولات تشمل النقل. احمل سترة دافئة للمساء حتى في الربيع، وحمّل تذاكرك في تطبيق رحلة قبل الانطلاق، فالتغطية ضعيفة في بعض الأودية والتطبيق يعرض رمز QR دون اتصال."
    ),
    body_en: p(
      "AlUla is not a place to rush. It is an open-air museum spread across thousands of square kilometres of canyons, sandstone mountains and archaeological sites, and a little planning makes a big difference on a first visit.",
      "## When to go\nThe ideal season runs from October to March, with warm days, cool nights, the Winter at Tantora festival and hot air balloon events. Summer days are hot, but prices drop and sites are quieter if you plan tours for early morning and evening.",
      "## How many days?\nAllow at least three: one for Hegra, one for Dadan, Jabal Ikmah and the Old Town, and one for evening experiences such as Elephant Rock, Maraya and stargazing. Add a fourth if you want a balloon flight or a canyon hike.",
      "## What to book ahead\nHegra is by advance booking only, and winter morning slots sell out fast, as do balloon flights and the restaurants in Ashar Valley. Book these at least two weeks before you travel and keep the rest flexible.",
      "## Quick tips\nDistances between sites are long, so hire a car or choose tours with transport. Pack a warm layer for the evenings even in spring, and load your tickets in the Rihla app before you set off: coverage is patchy in some valleys, and the app shows your QR code offline."
    ),
    tags: ["alula", "heritage", "travel-tips"],
    city: "alula",
    theme: "heritage",
    published: "2026-01-12"
  },
  {
    slug: "riyadh-season-tips",
    title_ar: "موسم الرياض: كيف تخطط لأمسياتك",
    title_en: "Riyadh Season: How to Plan Your Nights Out",
    excerpt_ar: "مناطق كثيرة وفعاليات لا تنتهي؛ إليك طريقة ذكية لاختيار ما يناسبك وتفادي الزحام.",
    excerpt_en: "So many zones, so many events: here is a smart way to choose what suits you and dodge the crowds.",
    body_ar: p(
      "يحوّل موسم الرياض العاصمة كل شتاء إلى مدينة ترفيه كبرى، بمناطق متعددة وحفلات وعروض عالمية ومطاعم من كل مكان. ومع هذا الكم من الخيارات، يحتاج الزائر إلى خطة بسيطة تضمن له أمسيات ممتعة دون إرهاق.",
      "## اختر منطقتين في الأسبوع\nبدلًا من محاولة زيارة كل شيء، اختر منطقتين تناسبان اهتماماتك، مثل بوليفارد سيتي للعروض والمطاعم، أو منطقة أخرى للأطفال والألعاب. لكل منطقة طابعها، وتحتاج كل واحدة إلى أمسية كاملة على الأقل.",
      "## توقيت الزيارة\nتزدحم المناطق كثيرًا مساء الخميس والجمعة، بينما تكون أيام الأحد إلى الثلاثاء أهدأ بكثير. إن كنت مع أطفال، فاحضر مع فتح البوابات عصرًا لتستمتعوا بالألعاب قبل الذروة.",
      "## التذاكر والتنقل\nاحجز تذاكر الدخول مسبقًا عبر تطبيق رحلة، فالتذكرة تصلك برمز QR يعمل دون إنترنت عند البوابة. ويُفضّل استخدام سيارات الأجرة أو التوصيل الخاص، لأن المواقف تمتلئ سريعًا في عطلة نهاية الأسبوع.",
      "## لا تنسَ الرياض التاريخية\nبين أمسيات الموسم، خصص نهارًا للدرعية وحي الطريف أو قصر المصمك، ومساءً لرحلة حافة العالم. فالرياض أكبر من موسمها، وهذا التنوع هو ما يجعل الزيارة لا تُنسى."
    ),
    body_en: p(
      "Every winter Riyadh Season turns the capital into one big entertainment city, with multiple zones, world-class concerts and shows, and restaurants from everywhere. With that much choice, a simple plan keeps your evenings fun rather than exhausting.",
      "## Pick two zones a week\nRather than trying to see everything, choose two zones that match your interests, such as Boulevard City for shows and dining, or a family zone for rides and games. Each has its own character and deserves at least a full evening.",
      "## Timing\nZones get very busy on Thursday and Friday nights, while Sunday to Tuesday are far calmer. With children, arrive when the gates open in the late afternoon to enjoy the rides before the peak.",
      "## Tickets and getting around\nBook entry in advance in the Rihla app; your ticket arrives as a QR code that works at the gate without internet. Taxis or a private driver are the easiest option, as car parks fill quickly at weekends.",
      "## Do not skip historic Riyadh\nBetween Season nights, spend a day in Diriyah and At-Turaif or at Masmak Fort, and an afternoon at the Edge of the World. Riyadh is bigger than its Season, and that variety is what makes a visit memorable."
    ),
    tags: ["riyadh", "riyadh-season", "entertainment"],
    city: "riyadh",
    theme: "city",
    published: "2026-01-28"
  },
  {
    slug: "umrah-planning-checklist",
    title_ar: "قائمة التحضير للعمرة: خطوة بخطوة",
    title_en: "Umrah Planning Checklist, Step by Step",
    excerpt_ar: "من التأشيرة وتصريح نسك إلى الإقامة والتنقل بين الحرمين، كل ما تحتاج إلى ترتيبه قبل السفر.",
    excerpt_en: "From your visa and Nusuk permit to hotels and travel between the two holy cities, everything to arrange before you go.",
    body_ar: p(
      "العمرة رحلة روحانية قبل كل شيء، وكلما أحسنت الاستعداد لها تفرغت قلبًا وقالبًا للعبادة. جمعنا لك في هذه القائمة أهم ما يجب ترتيبه قبل السفر، سواء كنت قادمًا من خارج المملكة أو من داخلها.",
      "## التأشيرة والتصاريح\nيستطيع القادم من الخارج أداء العمرة بتأشيرة العمرة أو بالتأشيرة السياحية خارج موسم الحج. وفي كل الأحوال، احجز تصريح العمرة وموعد زيارة الروضة الشريفة عبر تطبيق نسك، وتأكد من مطابقة المواعيد لخطة سفرك. ونذكّر بأن دخول مكة المكرمة مقتصر على المسلمين.",
      "## الإقامة والتنقل\nاختر فندقًا قريبًا من المسجد الحرام إن كان معك كبار سن، فالمسافة تصنع فرقًا كبيرًا في أوقات الذروة. واحجز التوصيل من المطار مسبقًا، واستخدم قطار الحرمين للتنقل بين مكة المكرمة والمدينة المنورة في نحو ساعتين ونصف.",
      "## ما تحمله معك\nملابس الإحرام ونعال مريحة، والأدوية الشخصية مع وصفاتها، وعبوة ماء صغيرة، وحقيبة ظهر خفيفة. ولا تنسَ شاحن الهاتف، فتطبيقا نسك ورحلة يحفظان تصاريحك وحجوزاتك ويعرضانها حتى دون اتصال.",
      "## نصائح للمعتمر لأول مرة\nتعلّم صفة العمرة قبل السفر، ولا تتردد في الاستعانة بمطوّف مرخّص إن كنت ترافق والديك أو تؤدي العمرة للمرة الأولى. واختر الأوقات الأقل ازدحامًا للطواف، كساعات الضحى في الأيام العادية.",
      "## في رمضان\nتتضاعف الحشود في رمضان، خاصة في العشر الأواخر، فاحجز الفندق والقطار والتصاريح مبكرًا قدر الإمكان، وخطط لأوقات الراحة بين الصلوات."
    ),
    body_en: p(
      "Umrah is above all a spiritual journey, and the better you prepare, the more fully you can devote yourself to worship. This checklist gathers the essentials to arrange before you travel, whether you are coming from abroad or from within the Kingdom.",
      "## Visas and permits\nTravellers from abroad can perform Umrah on an Umrah visa, or on a tourist visa outside the Hajj season. Either way, book your Umrah permit and Rawdah visit through the Nusuk app and make sure the times match your travel plan. Please note that entry to Makkah is for Muslims only.",
      "## Hotels and transport\nIf you are travelling with elderly relatives, choose a hotel close to Masjid Al Haram; distance matters at peak times. Book your airport transfer ahead, and take the Haramain train between Makkah and Madinah in about two and a half hours.",
      "## What to pack\nIhram garments and comfortable sandals, personal medication with prescriptions, a small water bottle and a light backpack. Bring a phone charger too: the Nusuk and Rihla apps keep your permits and bookings and show them even offline.",
      "## Tips for first-timers\nLearn the steps of Umrah before you travel, and consider a licensed mutawwif if you are accompanying your parents or performing Umrah for the first time. Choose quieter times for tawaf, such as mid-morning on ordinary weekdays.",
      "## In Ramadan\nCrowds multiply in Ramadan, especially in the last ten nights, so book hotels, trains and permits as early as possible and plan rest between prayers."
    ),
    tags: ["umrah", "makkah", "madinah", "checklist"],
    city: "makkah",
    theme: "heritage",
    published: "2026-02-10"
  },
  {
    slug: "red-sea-diving-guide",
    title_ar: "الغوص في البحر الأحمر: من أين تبدأ؟",
    title_en: "Diving the Red Sea: Where to Start",
    excerpt_ar: "شعاب بكر ومياه دافئة طوال العام؛ دليلك لأول غطسة أو لرحلة غوص متقدمة على الساحل السعودي.",
    excerpt_en: "Pristine reefs and warm water year round: your guide to a first dive or an advanced trip on the Saudi coast.",
    body_ar: p(
      "يمتد الساحل السعودي على البحر الأحمر لأكثر من ألف وثمانمئة كيلومتر، وتحتضن مياهه بعضًا من أكثر الشعاب المرجانية صحة وتنوعًا في العالم. وبسبب قلة الغواصين مقارنة بالوجهات الأخرى، ما زالت كثير من مواقعه بكرًا.",
      "## للمبتدئين\nإن لم تغص من قبل، فابدأ بتجربة الغوص الأولى مع مدرب معتمد، ولا تحتاج فيها إلى شهادة مسبقة. تبدأ بدرس قصير وتدريب في المياه الضحلة، ثم تنزل إلى عمق لا يتجاوز ١٢ مترًا. والغطس السطحي خيار رائع للعائلات والأطفال.",
      "## أين تغوص؟\nتوفر جدة رحلات يومية سهلة من أبحر إلى شعاب قريبة، بينما تقدم وجهة البحر الأحمر قرب أملج جزرًا وبحيرات فيروزية ومراكز غوص داخل المنتجعات. أما الغواصون المتقدمون فيجدون في الشمال والجنوب جدرانًا مرجانية وحطام سفن.",
      "## أفضل موسم\nالمياه دافئة طوال العام، لكن الربيع والخريف يجمعان بين الرؤية الممتازة والحرارة المعتدلة على السطح. وفي الصيف احرص على الغوص صباحًا وتجنب شمس الظهيرة.",
      "## احمِ الشعاب\nلا تلمس المرجان ولا تطعم الأسماك، واستخدم واقي شمس صديقًا للشعاب. ونذكّرك بعدم السفر جوًا خلال ١٨ ساعة بعد الغوص، فخطط لآخر غطسة مبكرًا قبل رحلة العودة."
    ),
    body_en: p(
      "Saudi Arabia's Red Sea coast runs for more than 1,800 km, and its waters hold some of the healthiest and most diverse coral reefs on earth. With far fewer divers than other destinations, many sites remain untouched.",
      "## For beginners\nIf you have never dived, start with a discover scuba session with a certified instructor; no prior certification is needed. A short briefing and shallow-water practice come first, then a descent to no more than 12 m. Snorkelling is a great option for families and children.",
      "## Where to dive\nJeddah offers easy day trips from Obhur to nearby reefs, while the Red Sea destination near Umluj has islands, turquoise lagoons and resort dive centres. Advanced divers will find coral walls and wrecks further north and south.",
      "## Best season\nThe water is warm all year, but spring and autumn combine excellent visibility with mild surface temperatures. In summer, dive in the morning and avoid the midday sun.",
      "## Protect the reef\nDo not touch coral or feed fish, and use reef-safe sunscreen. Remember not to fly within 18 hours of diving, so plan your last dive well before your flight home."
    ),
    tags: ["red-sea", "diving", "snorkelling"],
    city: "red-sea",
    theme: "sea",
    published: "2026-03-05"
  },
  {
    slug: "winter-in-abha",
    title_ar: "أبها في الشتاء: ضباب ودفء وقرى ملونة",
    title_en: "Winter in Abha: Mist, Warmth and Painted Villages",
    excerpt_ar: "يعرف الجميع صيف أبها، لكن شتاءها الهادئ يحمل سحرًا مختلفًا وأسعارًا ألطف.",
    excerpt_en: "Everyone knows Abha in summer, but its quiet winter has a different magic and gentler prices.",
    body_ar: p(
      "ارتبط اسم أبها بالصيف والهروب من الحر، لكن زيارتها في الشتاء تكشف وجهًا آخر للمدينة: صباحات يغمرها الضباب، وشمس دافئة في الظهيرة، ومدرجات خضراء بعد الأمطار، وزحام أقل بكثير.",
      "## الطقس\nتتراوح درجات الحرارة نهارًا بين ١٥ و٢٢ درجة تقريبًا، وتنخفض ليلًا وقد تقترب من الصفر في مرتفعات السودة. احمل ملابس بطبقات وسترة مقاومة للماء، فالأمطار قد تهطل فجأة.",
      "## ماذا تفعل؟\nانزل بالتلفريك إلى قرية الحبلة، واقضِ يومًا في رجال ألمع حيث الجو أدفأ لانخفاضها، وتعلّم فن القط العسيري في قرية المفتاحة. أما محبو الطبيعة فسيجدون في مسارات المشي بين المدرجات متعة حقيقية في هذا الموسم.",
      "## أين تقيم؟\nتوفر الفنادق في وسط أبها قربًا من المطاعم والأسواق، بينما تمنحك النُزُل الجبلية في السودة إطلالات على الضباب ومدافئ في الغرف. وأسعار الشتاء أقل عادة من الصيف، مع توفر أكبر.",
      "## الوصول\nتستغرق الرحلة الجوية من الرياض أقل من ساعتين، ومن جدة ساعة ونصف تقريبًا. احجز التوصيل من مطار أبها مسبقًا، فالطرق الجبلية تحتاج إلى سائق يعرفها."
    ),
    body_en: p(
      "Abha is famous as a summer escape from the heat, but a winter visit reveals another side of the city: misty mornings, warm midday sun, terraces turned green after the rains, and far fewer crowds.",
      "## The weather\nDaytime temperatures sit roughly between 15 and 22 degrees, dropping at night and nearing freezing on the Al Soudah heights. Pack layers and a waterproof jacket, as rain can arrive suddenly.",
      "## What to do\nRide the cable car down to Habala, spend a day in Rijal Almaa where the lower altitude keeps it warmer, and learn Al Qatt Al Asiri painting in Al Muftaha. Nature lovers will find the terrace trails at their best this time of year.",
      "## Where to stay\nHotels in central Abha keep you close to restaurants and souqs, while mountain lodges in Al Soudah offer mist-wrapped views and in-room fireplaces. Winter rates are usually lower than summer, with better availability.",
      "## Getting there\nThe flight from Riyadh takes under two hours, and from Jeddah about ninety minutes. Book your Abha airport transfer ahead; mountain roads call for a driver who knows them."
    ),
    tags: ["abha", "asir", "winter", "mountains"],
    city: "abha",
    theme: "mountain",
    published: "2026-01-05"
  },
  {
    slug: "weekend-in-doha",
    title_ar: "عطلة نهاية أسبوع في الدوحة",
    title_en: "A Weekend in Doha",
    excerpt_ar: "يومان يكفيان لتذوق الدوحة: متاحف عالمية، وسوق واقف، وكورنيش، ومغامرة في خور العديد.",
    excerpt_en: "Two days are enough for a taste of Doha: world-class museums, Souq Waqif, the Corniche and an Inland Sea adventure.",
    body_ar: p(
      "الدوحة من أقرب العواصم الخليجية وأسهلها لعطلة قصيرة، فالرحلة الجوية من الرياض تستغرق نحو ساعة ونصف، والمدينة مدمجة يسهل التنقل فيها. إليك برنامجًا مقترحًا ليومين.",
      "## اليوم الأول\nابدأ صباحك في متحف الفن الإسلامي ثم تمشَّ في حديقة المتحف المطلة على الخليج الغربي. بعد الظهر زر متحف قطر الوطني بمبناه المستوحى من وردة الصحراء، ثم اختم اليوم في سوق واقف مع عشاء وشاي كرك.",
      "## اليوم الثاني\nخصص هذا اليوم لمغامرة في خور العديد حيث يلتقي البحر بالكثبان، أو لجولة في كتارا وجزيرة اللؤلؤة إن كنت تفضل يومًا هادئًا. وفي المساء، استمتع برحلة على مركب تقليدي في خليج الدوحة.",
      "## نصائح عملية\nيدخل مواطنو الخليج قطر بالهوية الوطنية، ويحصل كثير من المقيمين على تأشيرة إلكترونية عبر منصة هيّا. المترو نظيف وسريع ويربط معظم المعالم، والطقس ألطف من أكتوبر إلى أبريل.",
      "## احجز بذكاء\nتجمع باقة الدوحة على رحلة بين الفندق والتوصيل وتذاكر المتحف وجولة سوق واقف، وتستطيع إضافة سفاري خور العديد بنقرة واحدة. تُعرض الأسعار بعملتك المفضلة وتدفع بالريال السعودي."
    ),
    body_en: p(
      "Doha is one of the closest and easiest Gulf capitals for a short break: the flight from Riyadh takes about ninety minutes and the city is compact and easy to get around. Here is a suggested two-day plan.",
      "## Day one\nStart with the Museum of Islamic Art, then stroll MIA Park with its views of West Bay. In the afternoon visit the National Museum of Qatar and its desert-rose building, then end the day in Souq Waqif with dinner and karak tea.",
      "## Day two\nSpend the day on an Inland Sea adventure where the sea meets the dunes, or explore Katara and The Pearl if you prefer a gentler pace. In the evening, take a traditional dhow cruise around Doha Bay.",
      "## Practical tips\nGCC citizens enter Qatar with their national ID, and many residents can get an e-visa through the Hayya platform. The metro is clean and fast and links most sights, and the weather is kindest from October to April.",
      "## Book smart\nRihla's Doha package bundles your hotel, transfers, museum tickets and a Souq Waqif walk, and you can add the Inland Sea safari in one tap. Prices can be shown in your preferred currency, and you pay in Saudi riyals."
    ),
    tags: ["doha", "qatar", "weekend", "city-break"],
    city: "doha",
    theme: "city",
    published: "2026-03-20"
  }
];

export const faqs = [
  {
    key: "how-booking-works",
    group: "booking",
    question_ar: "كيف يتم الحجز عبر رحلة؟",
    question_en: "How does booking with Rihla work?",
    answer_ar: "اختر التجربة والتاريخ وعدد المسافرين، ثم أكمل الدفع. تصلك رسالة التأكيد وقسيمة الحجز برمز QR في حسابك وعلى بريدك الإلكتروني خلال دقائق، وتظهر التجارب ذات التأكيد الفوري مؤكدة مباشرة.",
    answer_en: "Choose your experience, date and number of travellers, then complete payment. Your confirmation and QR voucher arrive in your account and by email within minutes, and experiences with instant confirmation are confirmed straight away."
  },
  {
    key: "pay-later",
    group: "payment",
    question_ar: "هل يمكنني الحجز الآن والدفع لاحقًا؟",
    question_en: "Can I book now and pay later?",
    answer_ar: "نعم، في التجارب التي تحمل خيار «احجز الآن وادفع لاحقًا» يمكنك بعد تسجيل الدخول تثبيت مكانك دون دفع. وتظهر لك مهلة السداد قبل تأكيد الحجز: ٤٨ ساعة من وقت الحجز، أو ١٢ ساعة إذا كان موعد التجربة خلال أسبوع، ولا تتأخر في كل الأحوال عن ٤٨ ساعة قبل بدء التجربة. وإن لم يكتمل الدفع في موعده يُلغى الحجز تلقائيًا دون أي رسوم.",
    answer_en: "Yes. On experiences marked Book now, pay later you can hold your place without paying once you are signed in. Checkout shows the deadline before you confirm: 48 hours after booking, or 12 hours when the experience is less than a week away, and never later than 48 hours before the start. If payment is not completed in time, the booking is cancelled automatically at no charge."
  },
  {
    key: "payment-methods",
    group: "payment",
    question_ar: "ما طرق الدفع المتاحة؟",
    question_en: "Which payment methods do you accept?",
    answer_ar: "نقبل بطاقات مدى وفيزا وماستركارد، ويُحصَّل المبلغ بالريال السعودي. وتتم جميع المدفوعات عبر بوابة دفع آمنة ومرخّصة، ولا نحتفظ ببيانات بطاقتك.",
    answer_en: "We accept mada, Visa and Mastercard cards, charged in Saudi riyals. Every payment goes through a secure, licensed payment gateway, and we never store your card details."
  },
  {
    key: "free-cancellation",
    group: "cancellation",
    question_ar: "كيف يعمل الإلغاء المجاني؟",
    question_en: "How does free cancellation work?",
    answer_ar: "التجارب التي تحمل شارة «إلغاء مجاني» يمكن إلغاؤها من صفحة الطلب واسترداد المبلغ كاملًا حتى الموعد المبيّن في صفحة التجربة، وهو عادةً قبل بدء التجربة بـ٢٤ ساعة. أما سياسة الإلغاء لبقية التجارب فتظهر بوضوح في صفحة التجربة قبل الدفع.",
    answer_en: "Experiences with the Free cancellation badge can be cancelled from their order page for a full refund until the time shown on the experience page, usually 24 hours before the start. The cancellation policy for every other experience is shown clearly on its page before you pay."
  },
  {
    key: "failed-booking-refund",
    group: "cancellation",
    question_ar: "ماذا يحدث إذا دفعت ولم يتأكد الحجز؟",
    question_en: "What happens if I pay and my booking cannot be confirmed?",
    answer_ar: "إذا تعذّر تأكيد الحجز بعد الدفع لأي سبب، نلغيه دون أي رسوم ونعيد المبلغ كاملًا خلال ٢٤ ساعة، مع إشعار فوري لك. وقد يستغرق ظهور المبلغ في حسابك بضعة أيام عمل بحسب البنك.",
    answer_en: "If a booking cannot be confirmed after payment for any reason, we cancel it free of charge and issue a full refund within 24 hours, notifying you right away. Depending on your bank, the money may take a few working days to appear."
  },
  {
    key: "change-date",
    group: "cancellation",
    question_ar: "هل يمكنني تغيير موعد الحجز؟",
    question_en: "Can I change the date of my booking?",
    answer_ar: "لا يتوفر تغيير الموعد من الموقع حاليًا. يمكنك إلغاء الحجز من صفحة الطلب وفق سياسة الإلغاء، ويظهر لك المبلغ المسترد قبل التأكيد، ثم حجز الموعد الجديد. كما يسعد فريقنا بمساعدتك عبر المحادثة في الموقع.",
    answer_en: "Changing the date online is not available yet. You can cancel from the order page under the experience's cancellation policy (the refund is shown before you confirm) and book the new date, or ask our team in the chat and we will help."
  },
  {
    key: "offline-voucher",
    group: "offline",
    question_ar: "هل يعمل التطبيق دون اتصال بالإنترنت؟",
    question_en: "Does the app work without an internet connection?",
    answer_ar: "نعم. بعد تأكيد الحجز تُحفظ قسيمتك برمز QR وتفاصيل نقطة اللقاء على جهازك، فتستطيع فتحها وإبرازها حتى في المناطق التي لا تصلها التغطية مثل الأودية والجزر. ويكفي أن تفتح حجوزاتك مرة واحدة وأنت متصل.",
    answer_en: "Yes. Once a booking is confirmed, your QR voucher and meeting point details are saved on your device, so you can open and show them even where there is no signal, such as in canyons or on islands. Just open Your orders once while online."
  },
  {
    key: "install-app",
    group: "offline",
    question_ar: "كيف أثبّت تطبيق رحلة على هاتفي؟",
    question_en: "How do I install the Rihla app on my phone?",
    answer_ar: "افتح موقع رحلة في المتصفح، ثم اختر «إضافة إلى الشاشة الرئيسية» من قائمة المشاركة في آيفون أو من قائمة المتصفح في أندرويد. سيظهر التطبيق بأيقونته على شاشتك ويعمل مثل أي تطبيق آخر، بما في ذلك دون اتصال.",
    answer_en: "Open the Rihla website in your browser, then choose Add to Home Screen from the Share menu on iPhone or the browser menu on Android. The app appears with its own icon and works like any other app, including offline."
  },
  {
    key: "voucher-printing",
    group: "offline",
    question_ar: "هل أحتاج إلى طباعة القسيمة؟",
    question_en: "Do I need to print my voucher?",
    answer_ar: "لا حاجة للطباعة، فيكفي إبراز رمز QR من صفحة الطلب في التطبيق، وهي تعمل حتى دون اتصال بالإنترنت، ونرسل لك رابطها بالبريد الإلكتروني. وإن فضّلت نسخة ورقية فاطبع صفحة الطلب من المتصفح.",
    answer_en: "No printing needed: show the QR code on your order page in the app (it opens even offline); the confirmation email links to it. If you prefer paper, print the order page from your browser."
  },
  {
    key: "currency-display",
    group: "payment",
    question_ar: "بأي عملة تُعرض الأسعار وبأي عملة أدفع؟",
    question_en: "Which currency are prices shown in, and which do I pay in?",
    answer_ar: "يمكنك عرض الأسعار بعملتك المفضلة للاسترشاد، لكن جميع المبالغ تُحصّل بالريال السعودي وتشمل ضريبة القيمة المضافة. وقد يطبق بنكك رسوم تحويل إن كانت بطاقتك بعملة أخرى.",
    answer_en: "You can display prices in your preferred currency as a guide, but all charges are made in Saudi riyals and include VAT. Your bank may apply conversion fees if your card is in another currency."
  },
  {
    key: "children-pricing",
    group: "booking",
    question_ar: "كيف تُحسب أسعار الأطفال؟",
    question_en: "How is children's pricing calculated?",
    answer_ar: "يُحسب الطفل من ٣ إلى ١١ عامًا بسعر الطفل المخفض في أغلب التجارب، والرضيع دون ٣ أعوام مجانًا غالبًا ودون مقعد مستقل. وتظهر الأسعار والأعمار المسموح بها لكل تجربة قبل إتمام الحجز.",
    answer_en: "Children aged 3 to 11 pay a reduced child rate on most experiences, and infants under 3 usually go free without their own seat. Prices and permitted ages for each experience are shown before you book."
  },
  {
    key: "group-custom-offers",
    group: "booking",
    question_ar: "هل تقدمون عروضًا للمجموعات والرحلات المخصصة؟",
    question_en: "Do you offer group deals and custom trips?",
    answer_ar: "نعم، للمجموعات من عشرة أشخاص فأكثر، ولرحلات الشركات والمدارس والعائلات الكبيرة، نصمم برنامجًا خاصًا بسعر مميز. تواصل معنا عبر نموذج العروض أو واتساب، وسيرسل لك فريقنا عرضًا خلال يوم عمل.",
    answer_en: "Yes. For groups of ten or more, and for company, school and large family trips, we design a tailored programme at a special rate. Contact us through the quote form or WhatsApp and our team will send an offer within one working day."
  },
  {
    key: "contact-support",
    group: "account",
    question_ar: "كيف أتواصل مع خدمة العملاء؟",
    question_en: "How do I contact customer support?",
    answer_ar: "فريق الدعم متاح على مدار الساعة طوال أيام الأسبوع عبر واتساب والهاتف والبريد الإلكتروني، ويتحدث العربية والإنجليزية. وتجد رقم التواصل المباشر أيضًا في قسيمة كل حجز.",
    answer_en: "Our support team is available 24/7 by WhatsApp, phone and email, in Arabic and English. You will also find a direct contact number on every booking voucher."
  },
  {
    key: "manage-account",
    group: "account",
    question_ar: "هل أحتاج إلى حساب لإدارة حجوزاتي؟",
    question_en: "Do I need an account to manage my bookings?",
    answer_ar: "يمكنك الحجز ضيفًا ببريدك الإلكتروني، ونرسل لك رابط صفحة الطلب. أما الحساب فيجمع حجوزاتك في مكان واحد، ويتيح لك خيار الدفع لاحقًا ومتابعة محادثاتك مع فريقنا.",
    answer_en: "You can book as a guest with your email address, and we send you a link to your order page. An account keeps all your bookings in one place and lets you pay later and follow your conversations with our team."
  }
];

export const pages = {
  about: {
    slug: "about",
    title_ar: "من نحن",
    title_en: "About Rihla",
    body_ar: p(
      "رحلة شركة سعودية لتنظيم الرحلات تأسست عام ٢٠١٨، بدأت بخدمة المعتمرين والزوار، ثم نمت لتقدم اليوم تجارب سياحية في المملكة ودول الخليج، إلى جانب خدمات الحج والعمرة والنقل الخاص لكبار الشخصيات.",
      "## ما نقدمه\nجولات وأنشطة وتذاكر معالم وباقات متكاملة، ورحلات بحرية ويخوت، وتذاكر قطارات وطيران، ومساعدة في التأشيرات، وإقامات مختارة، وتوصيل من المطارات وبين المدن، ومرشدون مرخّصون. نعمل مع مزودين محليين نعرفهم ونختار تجاربهم بعناية.",
      "## الحج والعمرة\nنقدم خدمات العمرة والزيارة من التأشيرة حتى العودة، ونرتب خدمات الحج بالتعاون مع مقدمي خدمات مرخّصين من الجهات المختصة، ليتفرغ ضيوف الرحمن للعبادة في طمأنينة.",
      "## النقل الخاص\nأسطول من السيارات الحديثة وسائقون محترفون لخدمات الاستقبال في المطارات والتنقل بين المدن ومرافقة الوفود وكبار الشخصيات، بمعايير عالية من الخصوصية والدقة في المواعيد.",
      "## متجر بالعربية أولًا\nصُمم متجر رحلة ليكون عربيًا أولًا، مع دعم كامل للإنجليزية. ويعمل التطبيق دون اتصال، فتبقى حجوزاتك ورموز QR متاحة في الصحراء والجبال والجزر، ويقبل بطاقات مدى.",
      "## وعدنا لك\nأسعار واضحة بالريال السعودي تشمل الضريبة، وتأكيد سريع، وإلغاء مجاني في كثير من التجارب، وفريق دعم متاح على مدار الساعة. هدفنا أن تكون كل رحلة معنا ذكرى تستحق أن تُروى."
    ),
    body_en: p(
      "Rihla is a Saudi trip organiser founded in 2018. We started by serving Umrah pilgrims and visitors and have grown to offer travel experiences across the Kingdom and the Gulf, alongside Hajj and Umrah services and VIP transport.",
      "## What we offer\nTours, activities, attraction tickets and complete packages, cruises and yachts, train and flight tickets, visa assistance, hand-picked stays, airport and intercity transfers, and licensed guides. We work with local suppliers we know well and choose their experiences with care.",
      "## Hajj and Umrah\nWe handle Umrah and ziyarah services from visa to return, and arrange Hajj services together with providers licensed by the relevant authorities, so pilgrims can focus on worship with peace of mind.",
      "## Private transport\nA fleet of modern vehicles and professional drivers for airport meet-and-greet, intercity travel and delegation and VIP transport, with high standards of privacy and punctuality.",
      "## An Arabic-first storefront\nThe Rihla storefront is built Arabic-first, with full English support. The app works offline, so your bookings and QR codes stay available in the desert, the mountains and on the islands, and it accepts mada cards.",
      "## Our promise\nClear prices in Saudi riyals with VAT included, fast confirmation, free cancellation on many experiences and a support team available around the clock. Our aim is simple: every trip with us should be a story worth telling."
    )
  },
  terms: {
    slug: "terms-and-conditions",
    title_ar: "الشروط والأحكام",
    title_en: "Terms and Conditions",
    body_ar: p(
      "تنظم هذه الشروط استخدامك لموقع رحلة وتطبيقها وحجز الخدمات من خلالهما. باستخدامك للمتجر أو إتمامك لأي حجز، فإنك توافق على هذه الشروط، فيُرجى قراءتها بعناية.",
      "## الحجز والتأكيد\nيُعد الحجز مؤكدًا عند استلامك رسالة التأكيد وقسيمة الحجز. وبعض التجارب تحتاج إلى تأكيد من المزوّد خلال مدة أقصاها ٢٤ ساعة، وإن تعذّر التأكيد أعدنا إليك المبلغ كاملًا. وأنت مسؤول عن صحة بيانات المسافرين المدخلة.",
      "## الأسعار والدفع\nتُعرض الأسعار بالريال السعودي وتشمل ضريبة القيمة المضافة ما لم يُذكر خلاف ذلك، وقد تُعرض بعملات أخرى للاسترشاد فقط. ويتم الدفع عبر بوابات دفع مرخّصة، وقد يطبق بنكك رسومًا إضافية على البطاقات الأجنبية.",
      "## الإلغاء والتعديل\nتختلف سياسة الإلغاء من تجربة لأخرى وتظهر في صفحة التجربة قبل الدفع. وفي التجارب ذات الإلغاء المجاني يُسترد المبلغ كاملًا عند الإلغاء قبل ٢٤ ساعة من الموعد. وإن ألغى المزوّد التجربة لسوء الطقس أو لأسباب تشغيلية، عرضنا عليك موعدًا بديلًا أو استردادًا كاملًا.",
      "## مسؤوليات المسافر\nيلتزم المسافر بالحضور في الموعد، وإحضار الوثائق المطلوبة، واتباع تعليمات المرشدين والسلامة، واحترام الأنظمة والآداب العامة في المملكة والدول المزارة، بما في ذلك الأنظمة الخاصة بدخول مكة المكرمة والمناطق المحيطة بالحرمين.",
      "## حدود المسؤولية\nتعمل رحلة وسيطًا بينك وبين مزودي الخدمات في كثير من التجارب، ويتحمل كل مزوّد مسؤولية تقديم خدمته وفق الوصف المعلن. ولا نتحمل المسؤولية عن الأضرار غير المباشرة أو الظروف الخارجة عن إرادتنا، مع حرصنا الدائم على مساعدتك في أي طارئ.",
      "## النظام الحاكم\nتخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص الجهات القضائية في مدينة الرياض بالنظر في أي نزاع. وقد نحدّث هذه الشروط من وقت لآخر، ونعلن عن أي تغيير جوهري عبر المتجر.",
      "## التواصل\nلأي استفسار حول هذه الشروط، تواصل معنا عبر البريد الإلكتروني support@rihla.example أو عبر خدمة العملاء المتاحة على مدار الساعة."
    ),
    body_en: p(
      "These terms govern your use of the Rihla website and app and any booking made through them. By using the storefront or completing a booking you agree to these terms, so please read them carefully.",
      "## Bookings and confirmation\nA booking is confirmed when you receive your confirmation and voucher. Some experiences require supplier confirmation within a maximum of 24 hours; if it cannot be confirmed, we refund you in full. You are responsible for the accuracy of traveller details you enter.",
      "## Prices and payment\nPrices are in Saudi riyals and include VAT unless stated otherwise; other currencies may be displayed as a guide only. Payments are processed by licensed payment gateways, and your bank may charge extra fees on foreign cards.",
      "## Cancellations and changes\nCancellation policies vary by experience and are shown on the experience page before you pay. Experiences with free cancellation are fully refunded when cancelled at least 24 hours before the start. If a supplier cancels for weather or operational reasons, we will offer you another date or a full refund.",
      "## Traveller responsibilities\nTravellers must arrive on time, bring the required documents, follow guide and safety instructions, and respect the laws and public etiquette of Saudi Arabia and the countries visited, including the rules on entry to Makkah and the areas around the Two Holy Mosques.",
      "## Limitation of liability\nFor many experiences Rihla acts as an intermediary between you and the service supplier, and each supplier is responsible for delivering its service as described. We are not liable for indirect losses or events beyond our control, though we will always do our best to help when something goes wrong.",
      "## Governing law\nThese terms are governed by the laws of the Kingdom of Saudi Arabia, and the competent courts in Riyadh have jurisdiction over any dispute. We may update these terms from time to time and will announce material changes on the storefront.",
      "## Contact\nFor questions about these terms, email support@rihla.example or reach our 24/7 customer support."
    )
  },
  privacy: {
    slug: "privacy-policy",
    title_ar: "سياسة الخصوصية",
    title_en: "Privacy Policy",
    body_ar: p(
      "نحترم خصوصيتك ونلتزم بحماية بياناتك الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية ولوائحه التنفيذية. توضح هذه السياسة البيانات التي نجمعها، وسبب جمعها، وكيف نحميها، وما حقوقك تجاهها.",
      "## البيانات التي نجمعها\nنجمع الاسم ورقم الجوال والبريد الإلكتروني وبيانات المسافرين اللازمة للحجز، ورقم الجواز عند الحاجة إليه في التأشيرات والرحلات البحرية والجسور. ولا نحتفظ ببيانات بطاقات الدفع كاملة، إذ تعالجها بوابات دفع مرخّصة.",
      "## كيف نستخدم بياناتك\nنستخدم بياناتك لتنفيذ حجوزاتك، والتواصل معك بشأنها، وتقديم الدعم، والوفاء بالالتزامات النظامية. ولن نرسل إليك عروضًا تسويقية إلا بموافقتك، ويمكنك إلغاء الاشتراك في أي وقت.",
      "## مشاركة البيانات\nنشارك مع مزودي الخدمات القدر اللازم فقط لتنفيذ حجزك، مثل اسم المسافر وعدد الأشخاص ووقت الاستلام، ومع الجهات الحكومية عند طلب التأشيرات أو التصاريح. ولا نبيع بياناتك الشخصية لأي طرف.",
      "## التخزين والحماية\nتُحفظ بياناتك على خوادم آمنة بضوابط وصول صارمة وتشفير أثناء النقل. وعندما تستخدم التطبيق دون اتصال، تُحفظ نسخة من حجوزاتك على جهازك فقط لتتمكن من عرضها، ويمكنك حذفها بتسجيل الخروج.",
      "## مدة الاحتفاظ\nنحتفظ بالبيانات طوال مدة الحاجة إليها لتقديم الخدمة والوفاء بالمتطلبات النظامية والمحاسبية، ثم نحذفها أو نجعلها مجهولة الهوية.",
      "## حقوقك\nيحق لك العلم بالبيانات التي نحتفظ بها عنك، والوصول إليها، وطلب تصحيحها أو إتلافها، وسحب موافقتك على معالجتها في الحالات التي تستند إلى الموافقة. ولتقديم أي طلب، راسلنا على support@rihla.example وسنرد خلال المدة النظامية."
    ),
    body_en: p(
      "We respect your privacy and are committed to protecting your personal data in line with Saudi Arabia's Personal Data Protection Law (PDPL) and its implementing regulations. This policy explains what we collect, why, how we protect it and your rights over it.",
      "## What we collect\nYour name, mobile number, email and the traveller details needed for a booking, plus passport numbers where required for visas, cruises or border crossings. We do not store full payment card details; these are handled by licensed payment gateways.",
      "## How we use your data\nWe use your data to fulfil your bookings, contact you about them, provide support and meet our legal obligations. We only send marketing with your consent, and you can unsubscribe at any time.",
      "## Sharing\nWe share only what suppliers need to deliver your booking, such as traveller names, group size and pickup time, and with government authorities when applying for visas or permits. We never sell your personal data.",
      "## Storage and security\nYour data is kept on secure servers with strict access controls and encryption in transit. When you use the app offline, a copy of your bookings is stored on your device only so you can view it, and signing out removes it.",
      "## Retention\nWe keep data for as long as needed to provide the service and meet legal and accounting requirements, then delete or anonymise it.",
      "## Your rights\nYou have the right to know what data we hold about you, to access it, to request its correction or destruction, and to withdraw consent where processing relies on consent. To make a request, email support@rihla.example and we will respond within the statutory period."
    )
  }
};

export const testimonials = [
  {
    name_ar: "أم فيصل",
    name_en: "Umm Faisal",
    city_ar: "الرياض",
    city_en: "Riyadh",
    text_ar: "رتبت لنا رحلة عمرتنا مع والدتي من التأشيرة حتى العودة، والمطوّف كان صبورًا ولطيفًا معها. شعرنا بالطمأنينة في كل خطوة.",
    text_en: "Rihla arranged our Umrah with my mother from visa to return, and the mutawwif was patient and kind with her. We felt at ease every step of the way.",
    rating: 5
  },
  {
    name_ar: "جيمس وكلير",
    name_en: "James and Claire",
    city_ar: "لندن",
    city_en: "London",
    text_ar: "كانت العلا أجمل ما رأينا في رحلاتنا، والحجز عبر التطبيق كان سهلًا، والتذاكر ظهرت دون إنترنت وسط الصحراء.",
    text_en: "AlUla was the most beautiful place we have ever visited. Booking in the app was easy, and our tickets opened with no signal in the middle of the desert.",
    rating: 5
  },
  {
    name_ar: "محمد الشهري",
    name_en: "Mohammed Alshehri",
    city_ar: "جدة",
    city_en: "Jeddah",
    text_ar: "حجزت يختًا لعيد ميلاد زوجتي في أبحر، والطاقم اهتم بكل التفاصيل. الدفع بمدى كان سريعًا والتأكيد فوريًا.",
    text_en: "I booked a yacht in Obhur for my wife's birthday and the crew took care of every detail. Paying with mada was quick and confirmation was instant.",
    rating: 5
  },
  {
    name_ar: "عائشة خان",
    name_en: "Ayesha Khan",
    city_ar: "دبي",
    city_en: "Dubai",
    text_ar: "قضينا عطلة نهاية أسبوع في أبها مع الأطفال، والبرنامج كان متوازنًا بين المغامرة والراحة. السائق كان يعرف كل طرق الجبال.",
    text_en: "We spent a long weekend in Abha with the kids and the plan balanced adventure and rest perfectly. Our driver knew every mountain road.",
    rating: 4
  },
  {
    name_ar: "سلمان العتيبي",
    name_en: "Salman Alotaibi",
    city_ar: "الدمام",
    city_en: "Dammam",
    text_ar: "نظمت رحلة لفريق العمل إلى البحرين عبر الجسر، وفريق رحلة صمم لنا برنامجًا خاصًا بسعر مناسب للمجموعة.",
    text_en: "I organised a team trip to Bahrain over the causeway, and the Rihla team built us a custom programme at a great group rate.",
    rating: 5
  },
  {
    name_ar: "لينا حداد",
    name_en: "Lina Haddad",
    city_ar: "عمّان",
    city_en: "Amman",
    text_ar: "خدمة العملاء ردت عليّ عبر واتساب في منتصف الليل لتغيير موعد الجولة، وتم كل شيء خلال دقائق. تجربة احترافية.",
    text_en: "Customer support answered me on WhatsApp in the middle of the night to change my tour date, and it was all done in minutes. Truly professional.",
    rating: 5
  }
];

export const promoCodes = [
  {
    code: "WELCOME50",
    description_ar: "خصم ٥٠ ريالًا على أول حجز لك عبر رحلة عند الشراء بـ٢٥٠ ريالًا فأكثر.",
    description_en: "SAR 50 off your first Rihla booking when you spend SAR 250 or more.",
    type: "fixed",
    value: 50,
    min_subtotal_sar: 250,
    max_discount_sar: null,
    usage_limit: null,
    per_customer_limit: 1,
    scope: null
  },
  {
    code: "RIYADH10",
    description_ar: "خصم ١٠% على تجارب الرياض، بحد أقصى ١٥٠ ريالًا.",
    description_en: "10% off Riyadh experiences, up to SAR 150.",
    type: "percent",
    value: 10,
    min_subtotal_sar: 200,
    max_discount_sar: 150,
    usage_limit: 1000,
    per_customer_limit: 1,
    scope: { cities: ["riyadh"] }
  },
  {
    code: "ALULA15",
    description_ar: "خصم ١٥% على تجارب العلا عند الحجز بـ٥٠٠ ريال فأكثر، بحد أقصى ٣٠٠ ريال.",
    description_en: "15% off AlUla experiences on bookings of SAR 500 or more, up to SAR 300.",
    type: "percent",
    value: 15,
    min_subtotal_sar: 500,
    max_discount_sar: 300,
    usage_limit: 500,
    per_customer_limit: 2,
    scope: { cities: ["alula"] }
  },
  {
    code: "FAMILY20",
    description_ar: "خصم ٢٠% على الجولات والأنشطة والمعالم والباقات العائلية عند الحجز بـ٨٠٠ ريال فأكثر، بحد أقصى ٤٠٠ ريال.",
    description_en: "20% off family tours, activities, attractions and packages on bookings of SAR 800 or more, up to SAR 400.",
    type: "percent",
    value: 20,
    min_subtotal_sar: 800,
    max_discount_sar: 400,
    usage_limit: null,
    per_customer_limit: 3,
    scope: { kinds: ["tour", "activity", "attraction", "package"] }
  }
];

export const settings = {
  site_name_ar: "رحلة",
  site_name_en: "Rihla",
  description_ar: "احجز الجولات والأنشطة وتذاكر المعالم وخدمات السفر في المملكة العربية السعودية ودول الخليج، بأسعار واضحة وتأكيد سريع، وتطبيق يعمل دون اتصال.",
  description_en: "Book tours, activities, attraction tickets and travel services across Saudi Arabia and the Gulf, with clear prices, fast confirmation and an app that works offline.",
  support_phone: "+966 11 000 0000",
  whatsapp: "+966500000000",
  support_email: "support@rihla.example"
};
