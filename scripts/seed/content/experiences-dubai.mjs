// Rihla demo catalog: base experiences in Dubai.

export const dubaiExperiences = [
  {
    key: "burj-khalifa-at-the-top",
    city: "dubai",
    kind: "attraction",
    extraKinds: [],
    title_ar: "برج خليفة: منصة المشاهدة في الطابقين ١٢٤ و١٢٥",
    title_en: "Burj Khalifa At the Top, Levels 124 and 125",
    summary_ar: "اصعد إلى منصة المشاهدة في أعلى برج في العالم، واستمتع بإطلالة تمتد إلى الصحراء والبحر.",
    summary_en: "Ride up the world's tallest building for views stretching from the desert to the sea.",
    description_ar: "يصعد بك المصعد السريع إلى الطابق ١٢٤ في أقل من دقيقة، لتطل على وسط مدينة دبي ونافورتها وجزيرة النخلة في الأفق. ننصح بحجز موعد قبيل الغروب لتشاهد المدينة في ضوء النهار ثم تتلألأ أضواؤها مع حلول المساء.",
    description_en: "A high-speed lift whisks you to level 124 in under a minute, with Downtown Dubai, the Fountain and Palm Jumeirah laid out below. Book a slot just before sunset to see the city by daylight and then watch it light up as evening falls.",
    highlights: [
      { ar: "إطلالة من ارتفاع يقارب ٤٥٦ مترًا", en: "Views from about 456 m up" },
      { ar: "مصاعد من الأسرع في العالم", en: "Some of the fastest lifts in the world" },
      { ar: "تلسكوبات رقمية تفاعلية", en: "Interactive digital telescopes" }
    ],
    includes: [
      { ar: "تذكرة دخول الطابقين ١٢٤ و١٢٥", en: "Admission to levels 124 and 125" },
      { ar: "دخول دون انتظار في الموعد المحدد", en: "Timed entry, no queuing for tickets" }
    ],
    excludes: [
      { ar: "الطابق ١٤٨", en: "Level 148" },
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "الدخول", title_en: "Entry", text_ar: "من الدور السفلي في دبي مول قبل الموعد بعشر دقائق.", text_en: "Enter from the lower ground floor of The Dubai Mall ten minutes before your slot." },
      { title_ar: "المنصة", title_en: "The deck", text_ar: "وقت مفتوح على المنصتين الداخلية والخارجية.", text_en: "Unlimited time on the indoor and outdoor decks." }
    ],
    know_before_you_go: [
      { ar: "الدخول في موعد محدد، والتأخير قد يلغي الحجز.", en: "Entry is timed; arriving late may void your ticket." },
      { ar: "أوقات الغروب تُحجز سريعًا.", en: "Sunset slots sell out fast." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "هوية أو جواز سفر", en: "ID or passport" }
    ],
    meeting_point_ar: "مدخل At the Top، الدور السفلي في دبي مول",
    meeting_point_en: "At the Top entrance, lower ground floor, The Dubai Mall",
    address_ar: "وسط مدينة دبي",
    address_en: "Downtown Dubai",
    lat: 25.1972,
    lng: 55.2744,
    duration_minutes: 90,
    age_min: 0,
    age_max: 99,
    base_price_sar: 180,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi", "zh", "fr"],
    occasions: ["birthday", "honeymoon", "family-outing"],
    best_for: ["couples", "families", "solo"],
    labels: ["best-seller", "skip-the-line"],
    time_of_day: "evening",
    theme: "city"
  },
  {
    key: "dubai-desert-safari-bbq-dinner",
    city: "dubai",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "سفاري صحراء دبي مع عشاء شواء",
    title_en: "Dubai Desert Safari with BBQ Dinner",
    summary_ar: "تطعيس فوق الكثبان الحمراء، وركوب الجمال، وعشاء شواء في مخيم بدوي تحت النجوم.",
    summary_en: "Dune bashing over red sands, camel rides and a BBQ dinner at a Bedouin-style camp under the stars.",
    description_ar: "تنطلق سيارات الدفع الرباعي عصرًا نحو صحراء دبي، حيث يقودها سائقون محترفون فوق الكثبان في مغامرة مثيرة. نتوقف لمشاهدة الغروب والتزلج على الرمال، ثم نصل إلى المخيم للعشاء ونقش الحناء والعروض التراثية.",
    description_en: "4x4s head out to the Dubai desert in the afternoon, where expert drivers take on the dunes for a thrilling ride. We stop for sunset and sandboarding, then reach camp for dinner, henna and traditional performances.",
    highlights: [
      { ar: "تطعيس بسيارات الدفع الرباعي", en: "4x4 dune bashing" },
      { ar: "الغروب فوق الكثبان", en: "Sunset over the dunes" },
      { ar: "عشاء شواء وعروض تراثية", en: "BBQ dinner and heritage shows" }
    ],
    includes: [
      { ar: "الاستلام من الفندق والعودة", en: "Hotel pickup and drop-off" },
      { ar: "التطعيس والتزلج على الرمال وركوب الجمال", en: "Dune bashing, sandboarding and a camel ride" },
      { ar: "عشاء شواء ومشروبات غازية", en: "BBQ dinner and soft drinks" }
    ],
    excludes: [
      { ar: "ركوب الدبابات الرباعية", en: "Quad biking" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "الاستلام من الفندق نحو الثالثة عصرًا.", text_en: "Hotel pickup around 3 pm." },
      { title_ar: "الكثبان", title_en: "The dunes", text_ar: "تطعيس وتزلج على الرمال ومشاهدة الغروب.", text_en: "Dune bashing, sandboarding and sunset." },
      { title_ar: "المخيم", title_en: "Camp", text_ar: "ركوب الجمال والعشاء والعروض ثم العودة.", text_en: "Camel rides, dinner and shows, then back." }
    ],
    know_before_you_go: [
      { ar: "التطعيس غير مناسب للحوامل أو من يعانون مشكلات في الظهر.", en: "Dune bashing is not suitable in pregnancy or with back problems." },
      { ar: "يمكن طلب قيادة هادئة لكبار السن والأطفال.", en: "A gentler drive can be requested for seniors and children." }
    ],
    what_to_bring: [
      { ar: "نظارة شمسية", en: "Sunglasses" },
      { ar: "سترة للمساء في الشتاء", en: "A jacket for winter evenings" }
    ],
    meeting_point_ar: "الاستلام من فندقك في دبي",
    meeting_point_en: "Pickup from your Dubai hotel",
    address_ar: "صحراء لهباب، دبي",
    address_en: "Lahbab desert, Dubai",
    lat: 24.996,
    lng: 55.63,
    duration_minutes: 360,
    age_min: 3,
    age_max: 75,
    base_price_sar: 220,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "hi", "fr", "zh"],
    occasions: ["family-outing", "birthday", "team-building"],
    best_for: ["families", "friends", "couples"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "desert"
  },
  {
    key: "dubai-creek-abra-dhow-dinner-cruise",
    city: "dubai",
    kind: "cruise",
    extraKinds: ["tour"],
    title_ar: "عبرة خور دبي ورحلة عشاء على مركب تقليدي",
    title_en: "Dubai Creek Abra Ride and Dhow Dinner Cruise",
    summary_ar: "اعبر الخور بالعبرة إلى أسواق ديرة، ثم تناول العشاء على مركب خشبي يبحر بين أضواء دبي القديمة.",
    summary_en: "Cross the Creek by abra to the Deira souqs, then dine on a wooden dhow gliding past old Dubai's lights.",
    description_ar: "نبدأ من السيف ونعبر الخور بالعبرة، القارب الخشبي الذي ينقل الركاب منذ عقود، إلى سوق التوابل وسوق الذهب في ديرة. ثم نصعد إلى مركب العشاء في رحلة مدتها ساعتان مع بوفيه عربي وعالمي وعرض تنورة.",
    description_en: "Starting at Al Seef, we cross the Creek by abra, the wooden water taxi that has carried passengers for decades, to the Spice and Gold Souqs of Deira. Then board the dinner dhow for a two-hour cruise with an Arabic and international buffet and a tanoura show.",
    highlights: [
      { ar: "عبور الخور بالعبرة التقليدية", en: "A traditional abra crossing" },
      { ar: "سوق التوابل وسوق الذهب", en: "The Spice Souq and Gold Souq" },
      { ar: "عشاء بوفيه وعرض تنورة", en: "Buffet dinner and tanoura show" }
    ],
    includes: [
      { ar: "رحلة العبرة", en: "Abra ride" },
      { ar: "رحلة العشاء لمدة ساعتين", en: "Two-hour dinner cruise" },
      { ar: "بوفيه ومشروبات غازية", en: "Buffet and soft drinks" }
    ],
    excludes: [
      { ar: "النقل من الفندق", en: "Hotel transport" }
    ],
    itinerary: [
      { title_ar: "السيف", title_en: "Al Seef", text_ar: "اللقاء عند محطة العبرة.", text_en: "Meet at the abra station." },
      { title_ar: "أسواق ديرة", title_en: "Deira souqs", text_ar: "جولة قصيرة في سوقي التوابل والذهب.", text_en: "A short walk through the Spice and Gold Souqs." },
      { title_ar: "رحلة العشاء", title_en: "Dinner cruise", text_ar: "الصعود إلى المركب والإبحار على الخور.", text_en: "Board the dhow and cruise the Creek." }
    ],
    know_before_you_go: [
      { ar: "يُقدم العشاء في طابق مكيف وآخر مفتوح.", en: "Dinner is served on an air-conditioned deck and an open deck." },
      { ar: "تتوفر خيارات نباتية.", en: "Vegetarian options available." }
    ],
    what_to_bring: [
      { ar: "نقود للأسواق", en: "Cash for the souqs" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "محطة العبرة في السيف",
    meeting_point_en: "Al Seef abra station",
    address_ar: "السيف، بر دبي",
    address_en: "Al Seef, Bur Dubai",
    lat: 25.2637,
    lng: 55.3036,
    duration_minutes: 210,
    age_min: 0,
    age_max: 99,
    base_price_sar: 190,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "hi", "zh"],
    occasions: ["family-outing", "honeymoon", "ramadan-nights"],
    best_for: ["families", "couples", "seniors"],
    labels: ["family-friendly", "free-cancellation"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "dubai-marina-jet-ski",
    city: "dubai",
    kind: "jetski",
    extraKinds: [],
    title_ar: "دباب بحري في دبي مارينا",
    title_en: "Dubai Marina Jet Ski",
    summary_ar: "انطلق بالدباب البحري من دبي مارينا مرورًا بشاطئ جي بي آر وعين دبي.",
    summary_en: "Ride out from Dubai Marina past JBR Beach and Ain Dubai.",
    description_ar: "تبدأ الجولة من قلب دبي مارينا بين الأبراج، ثم تنطلق نحو البحر المفتوح مع المرشد لتمر بشاطئ جي بي آر وعجلة عين دبي. مدة الجولة ٣٠ دقيقة، ويمكن تمديدها لتصل إلى برج العرب.",
    description_en: "Set off from the heart of Dubai Marina among the towers, then follow your guide into open water past JBR Beach and the Ain Dubai wheel. The ride lasts 30 minutes and can be extended to reach Burj Al Arab.",
    highlights: [
      { ar: "إطلالة على أبراج المارينا من البحر", en: "Marina skyline from the water" },
      { ar: "المرور بعين دبي وشاطئ جي بي آر", en: "Pass Ain Dubai and JBR Beach" },
      { ar: "مرشد يرافقك", en: "Guide alongside" }
    ],
    includes: [
      { ar: "دباب لمدة ٣٠ دقيقة مع الوقود", en: "30-minute jet ski with fuel" },
      { ar: "سترة نجاة ومرشد", en: "Life jacket and guide" }
    ],
    excludes: [
      { ar: "التمديد إلى برج العرب", en: "Extension to Burj Al Arab" }
    ],
    itinerary: [
      { title_ar: "الإحاطة", title_en: "Briefing", text_ar: "شرح السلامة وحدود السرعة.", text_en: "Safety and speed-limit briefing." },
      { title_ar: "الجولة", title_en: "The ride", text_ar: "٣٠ دقيقة خلف المرشد.", text_en: "30 minutes following your guide." }
    ],
    know_before_you_go: [
      { ar: "السعر لكل دباب ويتسع لشخصين.", en: "Price is per ski, up to two riders." },
      { ar: "يلزم إبراز الهوية أو جواز السفر.", en: "ID or passport required." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة", en: "Swimwear" },
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" }
    ],
    meeting_point_ar: "مرسى دبي مارينا",
    meeting_point_en: "Dubai Marina jetty",
    address_ar: "ممشى المارينا، دبي مارينا",
    address_en: "Marina Walk, Dubai Marina",
    lat: 25.0805,
    lng: 55.1403,
    duration_minutes: 30,
    age_min: 8,
    age_max: 65,
    base_price_sar: 350,
    pricing: "per_item",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "hi"],
    occasions: ["birthday", "team-building"],
    best_for: ["friends", "couples", "solo"],
    labels: ["instant-confirmation", "best-seller"],
    time_of_day: "morning",
    theme: "sea"
  },
  {
    key: "dubai-marina-private-yacht",
    city: "dubai",
    kind: "yacht",
    extraKinds: [],
    title_ar: "يخت خاص في دبي مارينا لساعتين",
    title_en: "Dubai Marina Private Yacht, 2 Hours",
    summary_ar: "يخت فاخر لمجموعتك يبحر من المارينا إلى أتلانتس النخلة وعين دبي.",
    summary_en: "A luxury yacht for your group cruising from the Marina to Atlantis The Palm and Ain Dubai.",
    description_ar: "يبحر اليخت بين أبراج المارينا ثم يخرج إلى الخليج ليمر بعين دبي وجزيرة النخلة وفندق أتلانتس. يتسع اليخت لاثني عشر ضيفًا، وهو خيار مثالي لأعياد الميلاد والمناسبات العائلية.",
    description_en: "The yacht cruises between the Marina towers, then heads into the Gulf past Ain Dubai, Palm Jumeirah and Atlantis. It takes up to twelve guests and is perfect for birthdays and family occasions.",
    highlights: [
      { ar: "إطلالة على جزيرة النخلة وأتلانتس", en: "Palm Jumeirah and Atlantis views" },
      { ar: "طاقم محترف", en: "Professional crew" },
      { ar: "نظام صوتي على السطح", en: "Deck sound system" }
    ],
    includes: [
      { ar: "يخت مع قبطان لمدة ساعتين", en: "Yacht with captain for two hours" },
      { ar: "مياه ومشروبات غازية", en: "Water and soft drinks" }
    ],
    excludes: [
      { ar: "الطعام والكعك والتزيين", en: "Food, cakes and decorations" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "الوصول إلى المرسى قبل الموعد بخمس عشرة دقيقة.", text_en: "Arrive at the jetty 15 minutes early." },
      { title_ar: "الإبحار", title_en: "Cruise", text_ar: "المارينا ثم عين دبي والنخلة والعودة.", text_en: "The Marina, then Ain Dubai and the Palm, and back." }
    ],
    know_before_you_go: [
      { ar: "السعر لليخت كاملًا حتى ١٢ شخصًا.", en: "Price is for the whole yacht, up to 12 guests." },
      { ar: "يلزم تقديم جوازات أو هويات جميع الضيوف.", en: "Passports or IDs needed for all guests." }
    ],
    what_to_bring: [
      { ar: "جوازات السفر أو الهويات", en: "Passports or IDs" },
      { ar: "حذاء بنعل ناعم", en: "Soft-soled shoes" }
    ],
    meeting_point_ar: "مرسى دبي مارينا",
    meeting_point_en: "Dubai Marina jetty",
    address_ar: "دبي مارينا",
    address_en: "Dubai Marina",
    lat: 25.0785,
    lng: 55.1385,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1600,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi"],
    occasions: ["birthday", "honeymoon", "team-building"],
    best_for: ["friends", "families", "couples"],
    labels: ["private", "likely-to-sell-out"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "old-dubai-al-fahidi-walk",
    city: "dubai",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة دبي القديمة وحي الفهيدي التاريخي",
    title_en: "Old Dubai and Al Fahidi Walking Tour",
    summary_ar: "أبراج الهواء وأزقة الفهيدي ومتحف القهوة، لتكتشف دبي قبل ناطحات السحاب.",
    summary_en: "Wind towers, Al Fahidi's lanes and the Coffee Museum: discover Dubai before the skyscrapers.",
    description_ar: "يحتفظ حي الفهيدي ببيوته المبنية من الحجر المرجاني وأبراج الهواء التي كانت تبرّد البيوت قبل المكيفات. نتجول في أزقته الهادئة، ونزور متحف القهوة، ثم نمر بالسوق القديم في بر دبي.",
    description_en: "Al Fahidi keeps its coral-stone houses and the wind towers that cooled homes before air-conditioning. We wander its quiet lanes, visit the Coffee Museum and pass through the old Bur Dubai souq.",
    highlights: [
      { ar: "أبراج الهواء التقليدية", en: "Traditional wind towers" },
      { ar: "متحف القهوة", en: "The Coffee Museum" },
      { ar: "سوق بر دبي القديم", en: "The old Bur Dubai souq" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "تذكرة متحف القهوة", en: "Coffee Museum entry" },
      { ar: "قهوة عربية وتمر", en: "Arabic coffee and dates" }
    ],
    excludes: [
      { ar: "النقل", en: "Transport" }
    ],
    itinerary: [
      { title_ar: "حي الفهيدي", title_en: "Al Fahidi", text_ar: "جولة بين البيوت القديمة والمعارض.", text_en: "Walk among the old houses and galleries." },
      { title_ar: "متحف القهوة", title_en: "Coffee Museum", text_ar: "تعرّف على تاريخ القهوة وتذوقها.", text_en: "Learn the history of coffee and taste it." },
      { title_ar: "السوق", title_en: "The souq", text_ar: "الختام في سوق بر دبي.", text_en: "Finish in the Bur Dubai souq." }
    ],
    know_before_you_go: [
      { ar: "الجولة سيرًا على الأقدام لمدة ساعتين.", en: "Two hours on foot." },
      { ar: "أفضل الأوقات صباحًا أو بعد العصر.", en: "Best in the morning or late afternoon." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "قبعة وماء", en: "Hat and water" }
    ],
    meeting_point_ar: "مدخل حي الفهيدي التاريخي",
    meeting_point_en: "Al Fahidi Historical Neighbourhood entrance",
    address_ar: "حي الفهيدي، بر دبي",
    address_en: "Al Fahidi, Bur Dubai",
    lat: 25.2637,
    lng: 55.2996,
    duration_minutes: 120,
    age_min: 6,
    age_max: 99,
    base_price_sar: 150,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "fr", "zh"],
    occasions: ["family-outing"],
    best_for: ["solo", "couples", "seniors"],
    labels: ["free-cancellation", "new"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "uae-tourist-visa-assistance",
    city: "dubai",
    kind: "visa",
    extraKinds: [],
    title_ar: "خدمة تأشيرة الإمارات السياحية",
    title_en: "UAE Tourist Visa Assistance",
    summary_ar: "تأشيرة سياحية إلكترونية للإمارات لمدة ٣٠ يومًا، مع مراجعة الطلب ومتابعته حتى الإصدار.",
    summary_en: "A 30-day UAE tourist e-visa, with your application checked and tracked until issued.",
    description_ar: "يدخل مواطنو دول الخليج الإمارات بالهوية، بينما يحتاج المقيمون في المملكة وغيرهم من الجنسيات إلى تأشيرة بحسب جنسياتهم. نتحقق من أهليتك قبل الدفع، ونقدّم الطلب نيابة عنك، وتصلك التأشيرة إلكترونيًا عادة خلال ثلاثة إلى خمسة أيام عمل.",
    description_en: "GCC citizens enter the UAE with their ID, while Saudi residents and other nationalities may need a visa depending on nationality. We check eligibility before you pay, file the application for you and your e-visa usually arrives within three to five working days.",
    highlights: [
      { ar: "التحقق من الأهلية قبل الدفع", en: "Eligibility checked before payment" },
      { ar: "تأشيرة إلكترونية لمدة ٣٠ يومًا", en: "30-day e-visa" },
      { ar: "متابعة حتى الإصدار", en: "Tracked until issued" }
    ],
    includes: [
      { ar: "الرسوم الحكومية", en: "Government fees" },
      { ar: "رسوم الخدمة", en: "Service fee" }
    ],
    excludes: [
      { ar: "التأمين الصحي للسفر", en: "Travel health insurance" }
    ],
    itinerary: [
      { title_ar: "المستندات", title_en: "Documents", text_ar: "ارفع الجواز والصورة وإقامتك إن وُجدت.", text_en: "Upload your passport, photo and residence permit if you have one." },
      { title_ar: "التقديم", title_en: "Submission", text_ar: "نقدّم الطلب خلال يوم عمل.", text_en: "We file within one working day." },
      { title_ar: "الإصدار", title_en: "Issue", text_ar: "تصلك التأشيرة في حسابك وبريدك.", text_en: "Your visa arrives in your account and inbox." }
    ],
    know_before_you_go: [
      { ar: "الرسوم غير مستردة بعد التقديم.", en: "Fees are non-refundable once filed." },
      { ar: "يجب أن يكون الجواز صالحًا ستة أشهر.", en: "Passport must be valid for six months." }
    ],
    what_to_bring: [
      { ar: "صورة الجواز", en: "Passport scan" },
      { ar: "صورة شخصية بخلفية بيضاء", en: "Photo on a white background" }
    ],
    meeting_point_ar: "خدمة إلكترونية بالكامل",
    meeting_point_en: "Fully online service",
    address_ar: "عبر الإنترنت",
    address_en: "Online",
    lat: 25.2048,
    lng: 55.2708,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 450,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing"],
    best_for: ["solo", "families", "couples"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "downtown-dubai-hotel-stay",
    city: "dubai",
    kind: "hotel",
    extraKinds: [],
    title_ar: "إقامة فندقية في وسط مدينة دبي",
    title_en: "Downtown Dubai Hotel Stay",
    summary_ar: "غرفة بإطلالة على برج خليفة، على بعد خطوات من دبي مول ونافورة دبي.",
    summary_en: "A room with Burj Khalifa views, steps from The Dubai Mall and the Dubai Fountain.",
    description_ar: "يقع الفندق في قلب وسط مدينة دبي، فتصل سيرًا إلى دبي مول وعروض النافورة ومحطة المترو. الغرف عصرية وواسعة، ويضم الفندق مسبحًا ومطاعم تناسب العائلات.",
    description_en: "The hotel sits at the heart of Downtown Dubai, a short walk from The Dubai Mall, the Fountain shows and the metro. Rooms are modern and spacious, with a pool and family-friendly restaurants.",
    highlights: [
      { ar: "إطلالة على برج خليفة", en: "Burj Khalifa views" },
      { ar: "دقائق سيرًا إلى دبي مول", en: "Minutes on foot to The Dubai Mall" },
      { ar: "مسبح ومطاعم عائلية", en: "Pool and family restaurants" }
    ],
    includes: [
      { ar: "ليلة في غرفة مزدوجة", en: "One night in a double room" },
      { ar: "الإفطار لشخصين", en: "Breakfast for two" }
    ],
    excludes: [
      { ar: "رسوم السياحة البلدية تُدفع في الفندق", en: "Municipality tourism fee, paid at the hotel" }
    ],
    itinerary: [
      { title_ar: "تسجيل الدخول", title_en: "Check-in", text_ar: "من الساعة الثالثة عصرًا.", text_en: "From 3 pm." },
      { title_ar: "تسجيل الخروج", title_en: "Check-out", text_ar: "حتى الثانية عشرة ظهرًا.", text_en: "By noon." }
    ],
    know_before_you_go: [
      { ar: "يُحصّل درهم السياحة عند تسجيل الخروج.", en: "The Tourism Dirham fee is collected at check-out." },
      { ar: "الغرف المطلة على البرج برسوم إضافية.", en: "Burj-view rooms carry a supplement." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية", en: "Passport or ID" },
      { ar: "بطاقة ائتمانية للتأمين", en: "A credit card for the deposit" }
    ],
    meeting_point_ar: "مكتب الاستقبال في الفندق",
    meeting_point_en: "Hotel reception",
    address_ar: "وسط مدينة دبي",
    address_en: "Downtown Dubai",
    lat: 25.1945,
    lng: 55.2796,
    duration_minutes: 1440,
    age_min: 0,
    age_max: 99,
    base_price_sar: 750,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi", "zh", "fr"],
    occasions: ["honeymoon", "family-outing", "birthday"],
    best_for: ["couples", "families", "friends"],
    labels: ["free-cancellation", "best-seller"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "riyadh-dubai-return-flights",
    city: "dubai",
    kind: "flight",
    extraKinds: [],
    title_ar: "رحلات ذهاب وعودة من الرياض إلى دبي",
    title_en: "Riyadh–Dubai Return Flights",
    summary_ar: "رحلة مباشرة في نحو ساعتين، مع خيارات متعددة يوميًا على الناقلات السعودية والإماراتية.",
    summary_en: "A direct flight of around two hours, with multiple daily options on Saudi and Emirati carriers.",
    description_ar: "يُعد خط الرياض ودبي من أكثر الخطوط ازدحامًا في المنطقة، ما يتيح مواعيد مرنة على مدار اليوم. نعرض لك أفضل الأسعار المتاحة، ويمكنك إضافة الإقامة والتوصيل في حجز واحد.",
    description_en: "Riyadh–Dubai is one of the region's busiest routes, with flexible timings all day. We show the best available fares, and you can add a hotel and transfers in one booking.",
    highlights: [
      { ar: "رحلات مباشرة طوال اليوم", en: "Direct flights all day" },
      { ar: "حقيبة مسجلة ضمن السعر", en: "Checked bag included" },
      { ar: "إضافة الفندق بسهولة", en: "Easy hotel add-on" }
    ],
    includes: [
      { ar: "تذكرتا ذهاب وعودة بالدرجة السياحية", en: "Return economy tickets" },
      { ar: "حقيبة مسجلة بوزن ٢٣ كغ", en: "One 23 kg checked bag" }
    ],
    excludes: [
      { ar: "التأشيرة لمن يحتاجها", en: "Visa where required" }
    ],
    itinerary: [
      { title_ar: "الحجز", title_en: "Booking", text_ar: "اختر المواعيد وتصلك التذاكر.", text_en: "Pick your times and receive your tickets." },
      { title_ar: "السفر", title_en: "Travel", text_ar: "احضر إلى المطار قبل الإقلاع بثلاث ساعات للرحلات الدولية.", text_en: "Arrive three hours before international departures." }
    ],
    know_before_you_go: [
      { ar: "الأسعار متغيرة حسب الموسم.", en: "Fares vary by season." },
      { ar: "يدخل المواطن الخليجي بالهوية الوطنية.", en: "GCC citizens can travel on their national ID." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية الخليجية", en: "Passport or GCC ID" },
      { ar: "بطاقة صعود الطائرة", en: "Boarding pass" }
    ],
    meeting_point_ar: "مطار الملك خالد الدولي، الرياض",
    meeting_point_en: "King Khalid International Airport, Riyadh",
    address_ar: "مطار دبي الدولي",
    address_en: "Dubai International Airport",
    lat: 25.2532,
    lng: 55.3657,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1400,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "friends"],
    labels: ["instant-confirmation", "free-cancellation"],
    time_of_day: "morning",
    theme: "city"
  }
];
