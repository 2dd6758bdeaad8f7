// Rihla demo catalog: countries and cities (bilingual).

export const countries = [
  {
    slug: "saudi-arabia",
    code: "SA",
    name_ar: "المملكة العربية السعودية",
    name_en: "Saudi Arabia",
    currency: "SAR",
    summary_ar: "من جبال عسير الخضراء إلى شواطئ البحر الأحمر ومدائن العلا، وجهة تجمع التراث والطبيعة والضيافة الأصيلة، وفيها الحرمان الشريفان.",
    summary_en: "Home to the Two Holy Mosques, Saudi Arabia stretches from the green Asir highlands to the Red Sea coast and the sandstone valleys of AlUla."
  },
  {
    slug: "united-arab-emirates",
    code: "AE",
    name_ar: "الإمارات العربية المتحدة",
    name_en: "United Arab Emirates",
    currency: "AED",
    summary_ar: "أبراج شاهقة ومتاحف عالمية وصحراء ذهبية على مسافة قصيرة، مع خيارات ترفيه وتسوق تناسب العائلات.",
    summary_en: "Record-breaking towers, world-class museums and golden desert a short drive away, with family entertainment at every turn."
  },
  {
    slug: "qatar",
    code: "QA",
    name_ar: "قطر",
    name_en: "Qatar",
    currency: "QAR",
    summary_ar: "وجهة خليجية قريبة تمزج بين المتاحف المعمارية البارزة والأسواق التراثية وكثبان خور العديد.",
    summary_en: "A compact Gulf escape of landmark museums, heritage souqs and the dunes of Khor Al Adaid."
  },
  {
    slug: "bahrain",
    code: "BH",
    name_ar: "البحرين",
    name_en: "Bahrain",
    currency: "BHD",
    summary_ar: "جزيرة الحضارات ولؤلؤ الخليج، يصلها الزائر من المنطقة الشرقية عبر جسر الملك فهد في أقل من ساعة.",
    summary_en: "An island kingdom of ancient Dilmun and pearling heritage, under an hour from the Eastern Province across the King Fahd Causeway."
  },
  {
    slug: "oman",
    code: "OM",
    name_ar: "سلطنة عُمان",
    name_en: "Oman",
    currency: "OMR",
    summary_ar: "أودية خضراء وجبال شاهقة ورمال الشرقية وسواحل هادئة، مع أسواق عريقة وكرم عُماني معروف.",
    summary_en: "Emerald wadis, dramatic mountains, the Sharqiya Sands and quiet coastlines, wrapped in famous Omani hospitality."
  },
  {
    slug: "kuwait",
    code: "KW",
    name_ar: "الكويت",
    name_en: "Kuwait",
    currency: "KWD",
    summary_ar: "مدينة ساحلية على الخليج العربي بأبراجها الشهيرة وأسواقها القديمة ومراكزها الثقافية الحديثة.",
    summary_en: "A Gulf-side capital known for its iconic towers, old souqs and ambitious new cultural centres."
  }
];

export const cities = [
  {
    slug: "riyadh",
    country: "saudi-arabia",
    name_ar: "الرياض",
    name_en: "Riyadh",
    summary_ar: "عاصمة المملكة ونبضها المتسارع، تجمع بين عراقة الدرعية وأبراج العليا وفعاليات موسم الرياض.",
    summary_en: "The Saudi capital pairs the mud-brick heritage of Diriyah with a skyline of towers and the buzz of Riyadh Season.",
    lat: 24.7136,
    lng: 46.6753,
    popular: true,
    theme: "city",
    pickupPlaces: [
      { key: "kkia", name_ar: "مطار الملك خالد الدولي", name_en: "King Khalid International Airport", address_ar: "صالة الوصول، طريق المطار، شمال الرياض", address_en: "Arrivals hall, Airport Road, north Riyadh" },
      { key: "olaya", name_ar: "فنادق حي العليا", name_en: "Olaya district hotels", address_ar: "طريق الملك فهد، حي العليا، الرياض", address_en: "King Fahd Road, Olaya, Riyadh" },
      { key: "kafd", name_ar: "مركز الملك عبدالله المالي", name_en: "King Abdullah Financial District", address_ar: "طريق الملك فهد، حي العقيق، الرياض", address_en: "King Fahd Road, Al Aqiq, Riyadh" },
      { key: "diriyah-gate", name_ar: "بوابة الدرعية", name_en: "Diriyah Gate", address_ar: "حي البجيري، الدرعية", address_en: "Al-Bujairi, Diriyah" }
    ]
  },
  {
    slug: "jeddah",
    country: "saudi-arabia",
    name_ar: "جدة",
    name_en: "Jeddah",
    summary_ar: "عروس البحر الأحمر وبوابة الحرمين، حيث تلتقي بيوت البلد التاريخية بكورنيش يمتد على طول الساحل.",
    summary_en: "Gateway to the Two Holy Mosques and the Red Sea, where the coral-stone houses of Al-Balad meet a long seafront corniche.",
    lat: 21.4858,
    lng: 39.1925,
    popular: true,
    theme: "sea",
    pickupPlaces: [
      { key: "jed-airport", name_ar: "مطار الملك عبدالعزيز الدولي", name_en: "King Abdulaziz International Airport", address_ar: "صالة الوصول ١، شمال جدة", address_en: "Terminal 1 arrivals, north Jeddah" },
      { key: "corniche", name_ar: "فنادق الكورنيش", name_en: "Corniche hotels", address_ar: "طريق الكورنيش، حي الشاطئ، جدة", address_en: "Corniche Road, Al Shati, Jeddah" },
      { key: "al-balad", name_ar: "باب مكة في البلد", name_en: "Bab Makkah, Al-Balad", address_ar: "شارع الملك عبدالعزيز، البلد، جدة", address_en: "King Abdulaziz Street, Al-Balad, Jeddah" },
      { key: "obhur", name_ar: "مرسى أبحر الشمالية", name_en: "Obhur marina", address_ar: "أبحر الشمالية، جدة", address_en: "North Obhur, Jeddah" }
    ]
  },
  {
    slug: "alula",
    country: "saudi-arabia",
    name_ar: "العلا",
    name_en: "AlUla",
    summary_ar: "متحف حي في الهواء الطلق، تحتضن الحِجر أول موقع سعودي على قائمة التراث العالمي، وسط أودية وتكوينات صخرية مدهشة.",
    summary_en: "An open-air museum of sandstone canyons, home to Hegra, Saudi Arabia's first UNESCO World Heritage Site.",
    lat: 26.6084,
    lng: 37.9232,
    popular: true,
    theme: "heritage",
    pickupPlaces: [
      { key: "alula-airport", name_ar: "مطار العلا الدولي", name_en: "AlUla International Airport", address_ar: "صالة الوصول، جنوب العلا", address_en: "Arrivals hall, south of AlUla" },
      { key: "old-town", name_ar: "البلدة القديمة", name_en: "AlUla Old Town", address_ar: "ممشى البلدة القديمة، العلا", address_en: "Old Town promenade, AlUla" },
      { key: "ashar-valley", name_ar: "منتجعات وادي عشار", name_en: "Ashar Valley resorts", address_ar: "وادي عشار، العلا", address_en: "Ashar Valley, AlUla" }
    ]
  },
  {
    slug: "makkah",
    country: "saudi-arabia",
    name_ar: "مكة المكرمة",
    name_en: "Makkah",
    summary_ar: "أطهر بقاع الأرض وقبلة المسلمين، يقصدها الملايين لأداء العمرة والحج، ودخول مكة المكرمة مقتصر على المسلمين.",
    summary_en: "The holiest city in Islam, visited by millions for Umrah and Hajj; entry to Makkah is for Muslims only.",
    lat: 21.3891,
    lng: 39.8579,
    popular: true,
    theme: "heritage",
    pickupPlaces: [
      { key: "central-hotels", name_ar: "فنادق المنطقة المركزية", name_en: "Central area hotels", address_ar: "شارع إبراهيم الخليل، المنطقة المركزية، مكة المكرمة", address_en: "Ibrahim Al-Khalil Road, central area, Makkah" },
      { key: "haramain-station", name_ar: "محطة قطار الحرمين في مكة", name_en: "Haramain station, Makkah", address_ar: "حي الرصيفة، مكة المكرمة", address_en: "Al Rusaifah, Makkah" },
      { key: "aziziyah", name_ar: "فنادق العزيزية", name_en: "Al Aziziyah hotels", address_ar: "حي العزيزية، مكة المكرمة", address_en: "Al Aziziyah, Makkah" }
    ]
  },
  {
    slug: "madinah",
    country: "saudi-arabia",
    name_ar: "المدينة المنورة",
    name_en: "Madinah",
    summary_ar: "مدينة رسول الله صلى الله عليه وسلم، تفيض سكينة، وتضم المسجد النبوي ومسجد قباء وجبل أحد ومعالم السيرة النبوية.",
    summary_en: "The City of the Prophet, calm and welcoming, home to the Prophet's Mosque, Quba Mosque and Mount Uhud.",
    lat: 24.4672,
    lng: 39.6111,
    popular: true,
    theme: "heritage",
    pickupPlaces: [
      { key: "med-airport", name_ar: "مطار الأمير محمد بن عبدالعزيز الدولي", name_en: "Prince Mohammad bin Abdulaziz International Airport", address_ar: "صالة الوصول، شرق المدينة المنورة", address_en: "Arrivals hall, east Madinah" },
      { key: "central-hotels", name_ar: "فنادق المنطقة المركزية", name_en: "Central area hotels", address_ar: "محيط المسجد النبوي، المنطقة المركزية", address_en: "Around the Prophet's Mosque, central area" },
      { key: "haramain-station", name_ar: "محطة قطار الحرمين في المدينة", name_en: "Haramain station, Madinah", address_ar: "طريق الملك عبدالعزيز، المدينة المنورة", address_en: "King Abdulaziz Road, Madinah" }
    ]
  },
  {
    slug: "abha",
    country: "saudi-arabia",
    name_ar: "أبها",
    name_en: "Abha",
    summary_ar: "عاصمة عسير على ارتفاع يزيد على ألفي متر، بأجواء معتدلة صيفًا ومدرجات خضراء وقرى حجرية ملونة.",
    summary_en: "The highland capital of Asir, over 2,000 m up, with mild summers, terraced valleys and painted stone villages.",
    lat: 18.2164,
    lng: 42.5053,
    popular: true,
    theme: "mountain",
    pickupPlaces: [
      { key: "abha-airport", name_ar: "مطار أبها الدولي", name_en: "Abha International Airport", address_ar: "صالة الوصول، طريق المطار، أبها", address_en: "Arrivals hall, Airport Road, Abha" },
      { key: "city-centre", name_ar: "فنادق وسط أبها", name_en: "Central Abha hotels", address_ar: "طريق الملك فيصل، وسط أبها", address_en: "King Faisal Road, central Abha" },
      { key: "art-street", name_ar: "شارع الفن", name_en: "Art Street", address_ar: "حي المفتاحة، أبها", address_en: "Al Muftaha, Abha" }
    ]
  },
  {
    slug: "taif",
    country: "saudi-arabia",
    name_ar: "الطائف",
    name_en: "Taif",
    summary_ar: "مصيف الحجاز ومدينة الورد، تعلو جبال السروات وتطل على طريق الهدا المتعرج.",
    summary_en: "The summer retreat of the Hijaz, famed for its rose farms, cool heights and the winding Al Hada road.",
    lat: 21.2703,
    lng: 40.4158,
    popular: false,
    theme: "green",
    pickupPlaces: [
      { key: "taif-airport", name_ar: "مطار الطائف الدولي", name_en: "Taif International Airport", address_ar: "صالة الوصول، شمال الطائف", address_en: "Arrivals hall, north Taif" },
      { key: "city-centre", name_ar: "فنادق وسط الطائف", name_en: "Central Taif hotels", address_ar: "شارع شبرا، وسط الطائف", address_en: "Shubra Street, central Taif" },
      { key: "al-hada", name_ar: "منتجعات الهدا", name_en: "Al Hada resorts", address_ar: "طريق الهدا، الطائف", address_en: "Al Hada Road, Taif" }
    ]
  },
  {
    slug: "al-khobar",
    country: "saudi-arabia",
    name_ar: "الخبر",
    name_en: "Al Khobar",
    summary_ar: "مدينة ساحلية عصرية على الخليج العربي، بكورنيش نابض ومقاهٍ عامرة، وعلى مقربة من إثراء وجسر الملك فهد.",
    summary_en: "A modern Gulf-side city with a lively corniche, close to Ithra in Dhahran and the King Fahd Causeway to Bahrain.",
    lat: 26.2794,
    lng: 50.2083,
    popular: false,
    theme: "sea",
    pickupPlaces: [
      { key: "kfia", name_ar: "مطار الملك فهد الدولي", name_en: "King Fahd International Airport", address_ar: "صالة الوصول، شمال غرب الدمام", address_en: "Arrivals hall, northwest of Dammam" },
      { key: "corniche", name_ar: "فنادق كورنيش الخبر", name_en: "Al Khobar Corniche hotels", address_ar: "طريق الكورنيش، الخبر الشمالية", address_en: "Corniche Road, North Khobar" },
      { key: "dammam-station", name_ar: "محطة قطار الدمام", name_en: "Dammam railway station", address_ar: "طريق الملك فهد، الدمام", address_en: "King Fahd Road, Dammam" }
    ]
  },
  {
    slug: "red-sea",
    country: "saudi-arabia",
    name_ar: "البحر الأحمر",
    name_en: "The Red Sea",
    summary_ar: "أرخبيل من الجزر البكر والشعاب المرجانية قبالة الساحل الغربي، تحتضن منتجعات فاخرة صديقة للبيئة.",
    summary_en: "A pristine archipelago of islands and coral reefs off the west coast, with low-impact luxury resorts.",
    lat: 25.6,
    lng: 36.95,
    popular: false,
    theme: "sea",
    pickupPlaces: [
      { key: "rsi-airport", name_ar: "مطار البحر الأحمر الدولي", name_en: "Red Sea International Airport", address_ar: "صالة الوصول، وجهة البحر الأحمر", address_en: "Arrivals hall, Red Sea destination" },
      { key: "umluj-marina", name_ar: "مرسى أملج", name_en: "Umluj marina", address_ar: "الواجهة البحرية، أملج", address_en: "Waterfront, Umluj" }
    ]
  },
  {
    slug: "dubai",
    country: "united-arab-emirates",
    name_ar: "دبي",
    name_en: "Dubai",
    summary_ar: "مدينة الأرقام القياسية، من برج خليفة إلى خور دبي القديم، مع صحراء ذهبية على بعد دقائق.",
    summary_en: "A city of superlatives, from Burj Khalifa to the old Creek, with golden dunes minutes away.",
    lat: 25.2048,
    lng: 55.2708,
    popular: true,
    theme: "city",
    pickupPlaces: [
      { key: "dxb", name_ar: "مطار دبي الدولي", name_en: "Dubai International Airport", address_ar: "صالة الوصول ٣، دبي", address_en: "Terminal 3 arrivals, Dubai" },
      { key: "downtown", name_ar: "فنادق وسط مدينة دبي", name_en: "Downtown Dubai hotels", address_ar: "شارع الشيخ محمد بن راشد، وسط مدينة دبي", address_en: "Sheikh Mohammed bin Rashid Blvd, Downtown Dubai" },
      { key: "marina", name_ar: "فنادق دبي مارينا", name_en: "Dubai Marina hotels", address_ar: "ممشى المارينا، دبي مارينا", address_en: "Marina Walk, Dubai Marina" }
    ]
  },
  {
    slug: "abu-dhabi",
    country: "united-arab-emirates",
    name_ar: "أبوظبي",
    name_en: "Abu Dhabi",
    summary_ar: "عاصمة الإمارات الهادئة، موطن جامع الشيخ زايد الكبير ومتحف اللوفر أبوظبي وجزيرة ياس.",
    summary_en: "The UAE's calm capital, home to Sheikh Zayed Grand Mosque, Louvre Abu Dhabi and Yas Island.",
    lat: 24.4539,
    lng: 54.3773,
    popular: false,
    theme: "city",
    pickupPlaces: [
      { key: "auh", name_ar: "مطار زايد الدولي", name_en: "Zayed International Airport", address_ar: "صالة الوصول A، أبوظبي", address_en: "Terminal A arrivals, Abu Dhabi" },
      { key: "corniche", name_ar: "فنادق الكورنيش", name_en: "Corniche hotels", address_ar: "شارع الكورنيش، أبوظبي", address_en: "Corniche Road, Abu Dhabi" },
      { key: "saadiyat", name_ar: "منتجعات جزيرة السعديات", name_en: "Saadiyat Island resorts", address_ar: "جزيرة السعديات، أبوظبي", address_en: "Saadiyat Island, Abu Dhabi" }
    ]
  },
  {
    slug: "doha",
    country: "qatar",
    name_ar: "الدوحة",
    name_en: "Doha",
    summary_ar: "عاصمة قطر على خليج هلالي، تجمع متحف الفن الإسلامي وسوق واقف وأبراج الخليج الغربي.",
    summary_en: "Qatar's crescent-bay capital, home to the Museum of Islamic Art, Souq Waqif and the towers of West Bay.",
    lat: 25.2854,
    lng: 51.531,
    popular: true,
    theme: "city",
    pickupPlaces: [
      { key: "hia", name_ar: "مطار حمد الدولي", name_en: "Hamad International Airport", address_ar: "صالة الوصول، الدوحة", address_en: "Arrivals hall, Doha" },
      { key: "west-bay", name_ar: "فنادق الخليج الغربي", name_en: "West Bay hotels", address_ar: "شارع الكورنيش، الخليج الغربي، الدوحة", address_en: "Corniche Street, West Bay, Doha" },
      { key: "souq-waqif", name_ar: "فنادق سوق واقف", name_en: "Souq Waqif hotels", address_ar: "سوق واقف، وسط الدوحة", address_en: "Souq Waqif, central Doha" }
    ]
  },
  {
    slug: "manama",
    country: "bahrain",
    name_ar: "المنامة",
    name_en: "Manama",
    summary_ar: "عاصمة البحرين النابضة، بين باب البحرين وأسواقه العتيقة وإرث دلمون الممتد لآلاف السنين.",
    summary_en: "Bahrain's lively capital, from Bab Al Bahrain and its old souq to a Dilmun legacy thousands of years deep.",
    lat: 26.2285,
    lng: 50.586,
    popular: false,
    theme: "city",
    pickupPlaces: [
      { key: "bah", name_ar: "مطار البحرين الدولي", name_en: "Bahrain International Airport", address_ar: "صالة الوصول، المحرق", address_en: "Arrivals hall, Muharraq" },
      { key: "seef", name_ar: "فنادق منطقة السيف", name_en: "Seef district hotels", address_ar: "منطقة السيف، المنامة", address_en: "Seef, Manama" },
      { key: "bab-al-bahrain", name_ar: "باب البحرين", name_en: "Bab Al Bahrain", address_ar: "شارع الحكومة، المنامة", address_en: "Government Avenue, Manama" }
    ]
  },
  {
    slug: "muscat",
    country: "oman",
    name_ar: "مسقط",
    name_en: "Muscat",
    summary_ar: "عاصمة عُمان بين الجبال والبحر، بمبانيها البيضاء وسوق مطرح وكورنيشها الهادئ.",
    summary_en: "Oman's whitewashed capital between mountains and sea, with Muttrah Souq and an unhurried corniche.",
    lat: 23.588,
    lng: 58.3829,
    popular: false,
    theme: "sea",
    pickupPlaces: [
      { key: "mct", name_ar: "مطار مسقط الدولي", name_en: "Muscat International Airport", address_ar: "صالة الوصول، السيب، مسقط", address_en: "Arrivals hall, Seeb, Muscat" },
      { key: "muttrah", name_ar: "كورنيش مطرح", name_en: "Muttrah Corniche", address_ar: "كورنيش مطرح، مسقط", address_en: "Muttrah Corniche, Muscat" },
      { key: "qurum", name_ar: "فنادق القرم", name_en: "Qurum hotels", address_ar: "شاطئ القرم، مسقط", address_en: "Qurum Beach, Muscat" }
    ]
  },
  {
    slug: "kuwait-city",
    country: "kuwait",
    name_ar: "مدينة الكويت",
    name_en: "Kuwait City",
    summary_ar: "واجهة بحرية على الخليج العربي تزينها أبراج الكويت، مع أسواق قديمة ومراكز ثقافية حديثة.",
    summary_en: "A Gulf waterfront crowned by the Kuwait Towers, with old souqs and striking new cultural centres.",
    lat: 29.3759,
    lng: 47.9774,
    popular: false,
    theme: "city",
    pickupPlaces: [
      { key: "kwi", name_ar: "مطار الكويت الدولي", name_en: "Kuwait International Airport", address_ar: "صالة الوصول، الفروانية", address_en: "Arrivals hall, Farwaniya" },
      { key: "sharq", name_ar: "فنادق منطقة شرق", name_en: "Sharq hotels", address_ar: "شارع الخليج العربي، شرق، مدينة الكويت", address_en: "Arabian Gulf Street, Sharq, Kuwait City" },
      { key: "salmiya", name_ar: "فنادق السالمية", name_en: "Salmiya hotels", address_ar: "شارع الخليج العربي، السالمية", address_en: "Arabian Gulf Street, Salmiya" }
    ]
  }
];
