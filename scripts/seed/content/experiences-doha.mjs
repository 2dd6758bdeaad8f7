// Rihla demo catalog: base experiences in Doha.

export const dohaExperiences = [
  {
    key: "museum-of-islamic-art-doha",
    city: "doha",
    kind: "attraction",
    extraKinds: [],
    title_ar: "متحف الفن الإسلامي في الدوحة",
    title_en: "Museum of Islamic Art, Doha",
    summary_ar: "روائع من الفن الإسلامي تمتد عبر أربعة عشر قرنًا، في مبنى أيقوني على واجهة الدوحة البحرية.",
    summary_en: "Masterpieces of Islamic art spanning fourteen centuries, in an iconic building on Doha's waterfront.",
    description_ar: "صمم المعماري آي إم باي مبنى المتحف مستلهمًا سبيل جامع ابن طولون في القاهرة، ليقف على جزيرة صغيرة أمام كورنيش الدوحة. تضم القاعات مخطوطات وخزفًا ومنسوجات ومعادن من الأندلس إلى آسيا الوسطى، وتمتد أمامه حديقة المتحف المطلة على الخليج الغربي.",
    description_en: "Architect I. M. Pei drew on the ablution fountain of Cairo's Ibn Tulun Mosque for the building, which stands on its own island off the Doha Corniche. Galleries hold manuscripts, ceramics, textiles and metalwork from Al-Andalus to Central Asia, with MIA Park stretching out towards West Bay.",
    highlights: [
      { ar: "عمارة آي إم باي الشهيرة", en: "I. M. Pei's celebrated architecture" },
      { ar: "مخطوطات ومصاحف نادرة", en: "Rare manuscripts and Qurans" },
      { ar: "إطلالة على أبراج الخليج الغربي", en: "Views across to West Bay towers" }
    ],
    includes: [
      { ar: "تذكرة دخول المتحف", en: "Museum admission" },
      { ar: "تطبيق الدليل الصوتي", en: "Audio guide app" }
    ],
    excludes: [
      { ar: "الجولات المصحوبة والنقل", en: "Guided tours and transport" }
    ],
    itinerary: [
      { title_ar: "القاعات", title_en: "The galleries", text_ar: "جولة ذاتية في القاعات الدائمة.", text_en: "Self-guided tour of the permanent galleries." },
      { title_ar: "حديقة المتحف", title_en: "MIA Park", text_ar: "نزهة على الواجهة البحرية بعد الزيارة.", text_en: "A waterfront stroll after your visit." }
    ],
    know_before_you_go: [
      { ar: "أوقات العمل تختلف يوم الجمعة.", en: "Opening hours differ on Fridays." },
      { ar: "التصوير مسموح دون فلاش.", en: "Photography allowed without flash." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "سترة خفيفة", en: "A light layer" }
    ],
    meeting_point_ar: "مدخل متحف الفن الإسلامي",
    meeting_point_en: "Museum of Islamic Art entrance",
    address_ar: "كورنيش الدوحة، الدوحة",
    address_en: "Doha Corniche, Doha",
    lat: 25.2949,
    lng: 51.539,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 55,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing"],
    best_for: ["seniors", "solo", "couples"],
    labels: ["best-seller", "instant-confirmation"],
    time_of_day: "morning",
    theme: "heritage"
  },
  {
    key: "souq-waqif-evening-walk",
    city: "doha",
    kind: "tour",
    extraKinds: [],
    title_ar: "جولة مسائية في سوق واقف",
    title_en: "Souq Waqif Evening Walk",
    summary_ar: "أزقة السوق الحجرية، وسوق الصقور، ومقاهي الشاي الكرك، في أجمل أوقات الدوحة.",
    summary_en: "Stone alleys, the Falcon Souq and karak tea cafes, at Doha's most atmospheric hour.",
    description_ar: "يعود سوق واقف إلى زمن كان فيه التجار يقفون على ضفة الوادي لبيع بضائعهم، وقد أُعيد ترميمه بروحه الأصيلة. يأخذك المرشد إلى سوق الصقور ومستشفاها، وأسواق التوابل والعطور، ثم تختم الأمسية بكوب من الشاي الكرك.",
    description_en: "Souq Waqif dates back to when traders stood on the wadi bank to sell their goods, and it has been restored with its old spirit intact. Your guide takes you to the Falcon Souq and its hospital, the spice and perfume lanes, and ends the evening over a cup of karak tea.",
    highlights: [
      { ar: "سوق الصقور", en: "The Falcon Souq" },
      { ar: "أسواق التوابل والعطور", en: "Spice and perfume lanes" },
      { ar: "شاي كرك في مقهى شعبي", en: "Karak tea at a local cafe" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "شاي كرك ووجبة خفيفة", en: "Karak tea and a snack" }
    ],
    excludes: [
      { ar: "العشاء والمشتريات", en: "Dinner and shopping" }
    ],
    itinerary: [
      { title_ar: "مدخل السوق", title_en: "Souq entrance", text_ar: "لقاء المرشد قرب ساحة الفنون.", text_en: "Meet your guide near the arts square." },
      { title_ar: "الأزقة", title_en: "The alleys", text_ar: "جولة بين الأسواق وسوق الصقور.", text_en: "Walk the lanes and the Falcon Souq." },
      { title_ar: "الختام", title_en: "Finale", text_ar: "شاي كرك ووقت حر.", text_en: "Karak tea and free time." }
    ],
    know_before_you_go: [
      { ar: "يكتظ السوق مساء الخميس والجمعة.", en: "Busy on Thursday and Friday evenings." },
      { ar: "بعض المحلات تغلق بين الظهر والعصر.", en: "Some shops close between midday and late afternoon." }
    ],
    what_to_bring: [
      { ar: "نقود للمشتريات الصغيرة", en: "Cash for small purchases" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "المدخل الرئيسي لسوق واقف",
    meeting_point_en: "Souq Waqif main entrance",
    address_ar: "سوق واقف، وسط الدوحة",
    address_en: "Souq Waqif, central Doha",
    lat: 25.2867,
    lng: 51.5329,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 120,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en", "hi"],
    occasions: ["family-outing", "ramadan-nights"],
    best_for: ["families", "couples", "solo"],
    labels: ["free-cancellation", "family-friendly"],
    time_of_day: "evening",
    theme: "heritage"
  },
  {
    key: "inland-sea-desert-safari",
    city: "doha",
    kind: "tour",
    extraKinds: ["activity"],
    title_ar: "سفاري خور العديد حيث يلتقي البحر بالصحراء",
    title_en: "Inland Sea Desert Safari at Khor Al Adaid",
    summary_ar: "تطعيس فوق الكثبان حتى خور العديد، المحمية الطبيعية التي يتعانق فيها البحر والرمال.",
    summary_en: "Dune bashing to Khor Al Adaid, the nature reserve where sea and sand meet.",
    description_ar: "يقع خور العديد جنوب شرق قطر، وهو من الأماكن القليلة في العالم التي يدخل فيها البحر عميقًا بين الكثبان. تقودك سيارة الدفع الرباعي عبر رمال شاهقة، ثم تتوقف للسباحة والتزلج على الرمال وركوب الجمال قبل العودة.",
    description_en: "Khor Al Adaid in southeast Qatar is one of the few places on earth where the sea reaches deep into the dunes. Your 4x4 crosses towering sands, then stops for swimming, sandboarding and camel rides before heading back.",
    highlights: [
      { ar: "مشهد البحر بين الكثبان", en: "The sea framed by dunes" },
      { ar: "تطعيس مع سائق محترف", en: "Dune bashing with an expert driver" },
      { ar: "سباحة وتزلج على الرمال", en: "Swimming and sandboarding" }
    ],
    includes: [
      { ar: "سيارة دفع رباعي مع سائق", en: "4x4 with driver" },
      { ar: "الاستلام من الفندق", en: "Hotel pickup" },
      { ar: "مشروبات ووجبات خفيفة", en: "Drinks and snacks" }
    ],
    excludes: [
      { ar: "ركوب الدبابات", en: "Quad biking" }
    ],
    itinerary: [
      { title_ar: "الانطلاق", title_en: "Departure", text_ar: "من الدوحة إلى مدخل الصحراء في سيلين.", text_en: "From Doha to the desert edge at Sealine." },
      { title_ar: "الكثبان", title_en: "The dunes", text_ar: "تطعيس حتى إطلالة خور العديد.", text_en: "Dune bashing to the Khor Al Adaid viewpoint." },
      { title_ar: "الشاطئ", title_en: "The beach", text_ar: "سباحة وركوب الجمال ثم العودة.", text_en: "Swimming and camel rides, then back." }
    ],
    know_before_you_go: [
      { ar: "غير مناسب للحوامل أو لمن يعانون آلام الظهر.", en: "Not suitable in pregnancy or with back problems." },
      { ar: "الصيف شديد الحرارة، والأفضل من أكتوبر إلى أبريل.", en: "Summer is very hot; October to April is best." }
    ],
    what_to_bring: [
      { ar: "ملابس سباحة ومنشفة", en: "Swimwear and a towel" },
      { ar: "نظارة شمسية وقبعة", en: "Sunglasses and a hat" }
    ],
    meeting_point_ar: "الاستلام من فندقك في الدوحة",
    meeting_point_en: "Pickup from your Doha hotel",
    address_ar: "خور العديد، جنوب شرق قطر",
    address_en: "Khor Al Adaid, southeast Qatar",
    lat: 24.6167,
    lng: 51.3333,
    duration_minutes: 300,
    age_min: 4,
    age_max: 70,
    base_price_sar: 380,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en", "hi", "fr"],
    occasions: ["team-building", "birthday", "family-outing"],
    best_for: ["friends", "families", "couples"],
    labels: ["best-seller", "likely-to-sell-out"],
    time_of_day: "afternoon",
    theme: "desert"
  },
  {
    key: "doha-bay-dhow-cruise",
    city: "doha",
    kind: "cruise",
    extraKinds: [],
    title_ar: "رحلة على مركب تقليدي في خليج الدوحة",
    title_en: "Traditional Dhow Cruise on Doha Bay",
    summary_ar: "ساعة على مركب خشبي بين أضواء الخليج الغربي ومتحف الفن الإسلامي.",
    summary_en: "An hour on a wooden dhow between the lights of West Bay and the Museum of Islamic Art.",
    description_ar: "تنطلق المراكب من كورنيش الدوحة وتجوب الخليج الهلالي، لتشاهد أبراج الخليج الغربي المضيئة من جهة، ومتحف الفن الإسلامي من جهة أخرى. رحلة هادئة تناسب العائلات، مع مشروبات وتمر على السطح.",
    description_en: "Dhows leave from the Doha Corniche and circle the crescent bay, with the lit towers of West Bay on one side and the Museum of Islamic Art on the other. A relaxed trip for families, with drinks and dates on deck.",
    highlights: [
      { ar: "أفق الخليج الغربي المضيء", en: "West Bay's illuminated skyline" },
      { ar: "مركب خشبي تقليدي", en: "A traditional wooden dhow" },
      { ar: "مناسب للعائلات", en: "Family friendly" }
    ],
    includes: [
      { ar: "رحلة مدتها ساعة", en: "One-hour cruise" },
      { ar: "مياه وعصير وتمر", en: "Water, juice and dates" }
    ],
    excludes: [
      { ar: "العشاء", en: "Dinner" }
    ],
    itinerary: [
      { title_ar: "الصعود", title_en: "Boarding", text_ar: "من رصيف المراكب على الكورنيش.", text_en: "From the dhow pier on the Corniche." },
      { title_ar: "الإبحار", title_en: "Cruise", text_ar: "جولة في الخليج ثم العودة.", text_en: "A loop around the bay and back." }
    ],
    know_before_you_go: [
      { ar: "الرحلة مشتركة مع ضيوف آخرين.", en: "This is a shared cruise." },
      { ar: "تُلغى عند سوء الطقس مع استرداد كامل.", en: "Cancelled in bad weather with a full refund." }
    ],
    what_to_bring: [
      { ar: "سترة خفيفة في الشتاء", en: "A light jacket in winter" },
      { ar: "كاميرا", en: "Camera" }
    ],
    meeting_point_ar: "رصيف المراكب، كورنيش الدوحة",
    meeting_point_en: "Dhow pier, Doha Corniche",
    address_ar: "كورنيش الدوحة",
    address_en: "Doha Corniche",
    lat: 25.2985,
    lng: 51.5305,
    duration_minutes: 60,
    age_min: 0,
    age_max: 99,
    base_price_sar: 110,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en"],
    occasions: ["family-outing", "honeymoon"],
    best_for: ["families", "couples", "kids"],
    labels: ["family-friendly", "instant-confirmation"],
    time_of_day: "evening",
    theme: "sea"
  },
  {
    key: "katara-cultural-village-walk",
    city: "doha",
    kind: "attraction",
    extraKinds: ["tour"],
    title_ar: "جولة في الحي الثقافي كتارا",
    title_en: "Katara Cultural Village Walk",
    summary_ar: "المدرج الروماني، وأبراج الحمام، والجامع الملون، وشاطئ كتارا في جولة واحدة.",
    summary_en: "The amphitheatre, pigeon towers, the colourful mosque and Katara Beach in one walk.",
    description_ar: "صُمم كتارا ليكون ملتقى للثقافات، فتجد فيه المدرج المطل على البحر وأبراج الحمام التقليدية والجامع المزين بالفسيفساء الملونة. يرافقك المرشد بين المعارض والمحلات الحرفية، وتنتهي الجولة على شاطئ كتارا.",
    description_en: "Katara was designed as a meeting place of cultures, with a seafront amphitheatre, traditional pigeon towers and a mosque clad in colourful mosaic. Your guide leads you through galleries and craft shops, finishing on Katara Beach.",
    highlights: [
      { ar: "المدرج المطل على البحر", en: "The seafront amphitheatre" },
      { ar: "جامع كتارا بفسيفسائه", en: "Katara Mosque and its mosaics" },
      { ar: "شاطئ كتارا", en: "Katara Beach" }
    ],
    includes: [
      { ar: "مرشد محلي", en: "Local guide" },
      { ar: "مشروب في مقهى", en: "A drink at a cafe" }
    ],
    excludes: [
      { ar: "دخول الشاطئ والفعاليات", en: "Beach entry and events" }
    ],
    itinerary: [
      { title_ar: "المدرج", title_en: "Amphitheatre", text_ar: "بداية الجولة والتعرف على تاريخ الحي.", text_en: "Start here and learn the district's story." },
      { title_ar: "الجامع وأبراج الحمام", title_en: "Mosque and pigeon towers", text_ar: "توقفات للتصوير والشرح.", text_en: "Photo stops and stories." },
      { title_ar: "الشاطئ", title_en: "The beach", text_ar: "الختام على الواجهة البحرية.", text_en: "Finish on the waterfront." }
    ],
    know_before_you_go: [
      { ar: "تتغير الفعاليات بحسب الموسم.", en: "Events change with the season." },
      { ar: "أجمل وقت للزيارة قبيل الغروب.", en: "Best just before sunset." }
    ],
    what_to_bring: [
      { ar: "حذاء مريح", en: "Comfortable shoes" },
      { ar: "ماء", en: "Water" }
    ],
    meeting_point_ar: "المدخل الرئيسي لكتارا",
    meeting_point_en: "Katara main entrance",
    address_ar: "كتارا، الدوحة",
    address_en: "Katara, Doha",
    lat: 25.3593,
    lng: 51.5264,
    duration_minutes: 120,
    age_min: 0,
    age_max: 99,
    base_price_sar: 90,
    pricing: "per_person",
    pickup: false,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "couples", "solo"],
    labels: ["new", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "city"
  },
  {
    key: "national-museum-of-qatar",
    city: "doha",
    kind: "attraction",
    extraKinds: [],
    title_ar: "متحف قطر الوطني",
    title_en: "National Museum of Qatar",
    summary_ar: "مبنى مستوحى من وردة الصحراء يروي قصة قطر من تكوّن الأرض حتى اليوم.",
    summary_en: "A building inspired by the desert rose tells Qatar's story from the land's formation to today.",
    description_ar: "صمم المعماري جان نوفيل المتحف على هيئة وردة الصحراء المتبلورة، ويحتضن في قلبه القصر التاريخي للشيخ عبدالله بن جاسم آل ثاني. تتنقل بين صالات غامرة تعرض الطبيعة والغوص على اللؤلؤ وحياة البادية، بعروض بصرية على الجدران.",
    description_en: "Jean Nouvel designed the museum like a crystallised desert rose, wrapped around the historic palace of Sheikh Abdullah bin Jassim Al Thani. Immersive galleries cover nature, pearl diving and Bedouin life with projections across the walls.",
    highlights: [
      { ar: "عمارة وردة الصحراء", en: "Desert-rose architecture" },
      { ar: "القصر التاريخي", en: "The historic palace" },
      { ar: "صالات عرض غامرة", en: "Immersive galleries" }
    ],
    includes: [
      { ar: "تذكرة دخول المتحف", en: "Museum admission" },
      { ar: "دخول القصر التاريخي والحدائق", en: "Historic palace and gardens access" }
    ],
    excludes: [
      { ar: "النقل والجولات المصحوبة", en: "Transport and guided tours" }
    ],
    itinerary: [
      { title_ar: "الصالات", title_en: "Galleries", text_ar: "مسار متسلسل يروي قصة قطر.", text_en: "A sequential route through Qatar's story." },
      { title_ar: "القصر", title_en: "The palace", text_ar: "زيارة القصر التاريخي في الفناء.", text_en: "Visit the historic palace in the courtyard." }
    ],
    know_before_you_go: [
      { ar: "الأطفال دون ١٦ عامًا يدخلون مجانًا.", en: "Under-16s enter free." },
      { ar: "تتوفر عربات للأطفال.", en: "Strollers available." }
    ],
    what_to_bring: [
      { ar: "رمز الحجز", en: "Booking QR code" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "مدخل متحف قطر الوطني",
    meeting_point_en: "National Museum of Qatar entrance",
    address_ar: "كورنيش الدوحة، الدوحة",
    address_en: "Doha Corniche, Doha",
    lat: 25.2877,
    lng: 51.548,
    duration_minutes: 150,
    age_min: 0,
    age_max: 99,
    base_price_sar: 55,
    pricing: "per_person",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "fr"],
    occasions: ["family-outing", "national-day"],
    best_for: ["families", "kids", "seniors"],
    labels: ["instant-confirmation", "family-friendly"],
    time_of_day: "morning",
    theme: "desert"
  },
  {
    key: "qatar-visa-hayya-assistance",
    city: "doha",
    kind: "visa",
    extraKinds: [],
    title_ar: "خدمة تأشيرة قطر عبر منصة هيّا",
    title_en: "Qatar Visa Assistance via Hayya",
    summary_ar: "نتحقق من متطلبات دخولك إلى قطر ونقدّم طلبك عبر منصة هيّا ونتابعه حتى الموافقة.",
    summary_en: "We check your Qatar entry requirements and file and track your Hayya application through to approval.",
    description_ar: "يدخل المواطن الخليجي قطر بالهوية، ويستطيع كثير من المقيمين في دول الخليج والزوار من جنسيات عديدة الحصول على تأشيرة إلكترونية عبر منصة هيّا. يتحقق فريقنا من فئتك المناسبة، ويقدّم الطلب مع حجز الفندق المطلوب، ويتابعه حتى الموافقة.",
    description_en: "GCC citizens enter Qatar with their ID, and many GCC residents and visitors of other nationalities can get an e-visa through the Hayya platform. Our team finds the right category for you, files it with the required hotel booking and follows up until approval.",
    highlights: [
      { ar: "تحديد فئة التأشيرة المناسبة", en: "The right visa category for you" },
      { ar: "تقديم ومتابعة عبر هيّا", en: "Filed and tracked on Hayya" },
      { ar: "دعم بالعربية والإنجليزية", en: "Support in Arabic and English" }
    ],
    includes: [
      { ar: "رسوم الخدمة", en: "Service fee" },
      { ar: "الرسوم الحكومية إن وُجدت", en: "Government fees where applicable" }
    ],
    excludes: [
      { ar: "حجز الفندق المطلوب للتأشيرة", en: "Hotel booking required for the visa" }
    ],
    itinerary: [
      { title_ar: "التحقق", title_en: "Eligibility", text_ar: "نراجع جنسيتك وإقامتك ونحدد الفئة.", text_en: "We review your nationality and residency and pick the category." },
      { title_ar: "التقديم", title_en: "Submission", text_ar: "رفع المستندات وتقديم الطلب.", text_en: "Upload documents and file the application." },
      { title_ar: "الموافقة", title_en: "Approval", text_ar: "تصلك الموافقة الإلكترونية في حسابك.", text_en: "Your e-approval arrives in your account." }
    ],
    know_before_you_go: [
      { ar: "الرسوم غير مستردة بعد التقديم.", en: "Fees are non-refundable after filing." },
      { ar: "يجب أن يكون الجواز صالحًا ستة أشهر على الأقل.", en: "Passport must be valid for at least six months." }
    ],
    what_to_bring: [
      { ar: "صورة الجواز والإقامة", en: "Passport and residence permit scans" },
      { ar: "حجز فندقي مؤكد", en: "A confirmed hotel booking" }
    ],
    meeting_point_ar: "خدمة إلكترونية بالكامل",
    meeting_point_en: "Fully online service",
    address_ar: "عبر الإنترنت",
    address_en: "Online",
    lat: 25.2854,
    lng: 51.531,
    duration_minutes: 30,
    age_min: 0,
    age_max: 99,
    base_price_sar: 300,
    pricing: "per_item",
    pickup: false,
    tour_guide: false,
    languages: ["ar", "en", "hi", "ur"],
    occasions: ["family-outing"],
    best_for: ["solo", "families", "couples"],
    labels: ["instant-confirmation", "new"],
    time_of_day: "morning",
    theme: "city"
  },
  {
    key: "doha-weekend-package-2-nights",
    city: "doha",
    kind: "package",
    extraKinds: ["hotel", "tour"],
    title_ar: "باقة عطلة نهاية الأسبوع في الدوحة لليلتين",
    title_en: "Doha Weekend Package, 2 Nights",
    summary_ar: "ليلتان في الخليج الغربي مع التوصيل من المطار وجولة سوق واقف وتذاكر متحف الفن الإسلامي.",
    summary_en: "Two nights in West Bay with airport transfers, a Souq Waqif walk and Museum of Islamic Art tickets.",
    description_ar: "عطلة قصيرة مثالية من الرياض أو الشرقية، تبدأ بالاستقبال في مطار حمد الدولي والتوصيل إلى فندقك في الخليج الغربي. تتضمن الباقة جولة مسائية في سوق واقف وتذاكر متحف الفن الإسلامي، مع وقت حر للتسوق والكورنيش.",
    description_en: "A perfect short break from Riyadh or the Eastern Province, starting with a welcome at Hamad International Airport and transfer to your West Bay hotel. It includes an evening Souq Waqif walk and Museum of Islamic Art tickets, with free time for shopping and the Corniche.",
    highlights: [
      { ar: "فندق في الخليج الغربي", en: "West Bay hotel" },
      { ar: "جولة سوق واقف", en: "Souq Waqif walk" },
      { ar: "تذاكر متحف الفن الإسلامي", en: "Museum of Islamic Art tickets" }
    ],
    includes: [
      { ar: "ليلتان مع الإفطار", en: "Two nights with breakfast" },
      { ar: "التوصيل من المطار وإليه", en: "Airport transfers both ways" },
      { ar: "جولة سوق واقف وتذاكر المتحف", en: "Souq Waqif walk and museum tickets" }
    ],
    excludes: [
      { ar: "الطيران والتأشيرة", en: "Flights and visa" }
    ],
    itinerary: [
      { title_ar: "اليوم الأول", title_en: "Day 1", text_ar: "الوصول والتوصيل، ثم جولة سوق واقف مساءً.", text_en: "Arrival and transfer, then the Souq Waqif walk in the evening." },
      { title_ar: "اليوم الثاني", title_en: "Day 2", text_ar: "متحف الفن الإسلامي صباحًا ووقت حر.", text_en: "Museum of Islamic Art in the morning, then free time." },
      { title_ar: "اليوم الثالث", title_en: "Day 3", text_ar: "الإفطار والتوصيل إلى المطار.", text_en: "Breakfast and airport transfer." }
    ],
    know_before_you_go: [
      { ar: "السعر للشخص في غرفة مزدوجة.", en: "Price is per person sharing a double." },
      { ar: "يمكن إضافة سفاري خور العديد.", en: "Inland Sea safari can be added." }
    ],
    what_to_bring: [
      { ar: "جواز السفر أو الهوية الخليجية", en: "Passport or GCC ID" },
      { ar: "حذاء مريح", en: "Comfortable shoes" }
    ],
    meeting_point_ar: "صالة الوصول، مطار حمد الدولي",
    meeting_point_en: "Arrivals hall, Hamad International Airport",
    address_ar: "الخليج الغربي، الدوحة",
    address_en: "West Bay, Doha",
    lat: 25.3225,
    lng: 51.5307,
    duration_minutes: 2880,
    age_min: 0,
    age_max: 99,
    base_price_sar: 1800,
    pricing: "per_person",
    pickup: true,
    tour_guide: true,
    languages: ["ar", "en"],
    occasions: ["honeymoon", "family-outing", "birthday"],
    best_for: ["couples", "families", "friends"],
    labels: ["best-seller", "free-cancellation"],
    time_of_day: "afternoon",
    theme: "city"
  }
];
