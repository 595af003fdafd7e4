import type { TestimonialText, TextsById } from "../text-types";

/** Customer testimonials in Arabic, keyed by testimonial id (content/testimonials.ts). */
export const testimonialTexts: TextsById<TestimonialText> = {
  "fatima-dubai": {
    name: "فاطمة المنصوري",
    location: "دبي، الإمارات",
    review:
      "قناع الطين هذا هو الأول الذي لا يترك بشرتي مشدودة في هذه الرطوبة. مسامي تبدو أصغر والمكياج يثبت بشكل أفضل. صرت أستخدمه كل أحد وأربعاء.",
    productUsed: "قناع الطين بالماتشا",
    timeUsed: "3 أشهر",
  },
  "sarah-abu-dhabi": {
    name: "سارة تومسون",
    location: "أبوظبي، الإمارات",
    review:
      "كان مكيّف المكتب يترك بشرتي متقشّرة بحلول العصر. الخلاصة تحافظ على نعومتها طوال اليوم، وتتناغم تمامًا مع واقي الشمس.",
    productUsed: "خلاصة الكولاجين",
    timeUsed: "6 أسابيع",
  },
  "aisha-sharjah": {
    name: "عائشة رحمن",
    location: "الشارقة، الإمارات",
    review:
      "اشتريت الطقوس كاملة لأدلّل نفسي، فأصبحت لحظة استرخائي كل مساء. بشرتي أهدأ وأكثر توحّدًا، وبصراحة مشرقة. تستحق كل درهم.",
    productUsed: "طقوس الماتشا",
    timeUsed: "شهران",
  },
  "layla-riyadh": {
    name: "ليلى حداد",
    location: "الرياض، السعودية",
    review:
      "بشرتي الحساسة تتفاعل مع كل غسول تقريبًا. هذا الغسول لطيف، برائحة خفيفة من الشاي الأخضر، ولا يسبّب أي لسعة. خفّ الاحمرار حول أنفي.",
    productUsed: "غسول الماتشا النقي",
    timeUsed: "4 أشهر",
  },
  "priya-dubai": {
    name: "بريا ناير",
    location: "دبي، الإمارات",
    review:
      "قوامه رائع وينظّف منطقة T فعلًا. أتمنى لو كانت العبوة أكبر، لأنني أستخدمه أكثر مما توقعت. ووصل مغلّفًا بشكل جميل.",
    productUsed: "قناع الطين بالماتشا",
    timeUsed: "شهر واحد",
  },
  "noura-manama": {
    name: "نورة آل خليفة",
    location: "المنامة، البحرين",
    review:
      "الخطوط الدقيقة حول عينيّ تبدو أنعم، وبشرتي مشدودة وممتلئة في الصباح. تمتصّها البشرة في ثوانٍ، فتناسب روتيني السريع.",
    productUsed: "خلاصة الكولاجين",
    timeUsed: "شهران",
  },
};
