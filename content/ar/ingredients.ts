import type { IngredientBreakdownText, StarIngredientText, TextsById } from "../text-types";

/** The ingredients page in Arabic: star ingredients keyed by id, breakdowns keyed by product slug (content/ingredients.ts). */
export const starIngredientTexts: TextsById<StarIngredientText> = {
  matcha: {
    name: "ماتشا احتفالية",
    origin: "أوراق شاي أخضر مطحونة بالحجر من أوجي في اليابان",
    benefit: "غنية بالكاتيكينات التي تهدّئ الاحمرار وتحمي البشرة من التلوث وإجهاد الشمس.",
  },
  kaolin: {
    name: "طين الكاولين",
    origin: "طين أبيض غني بالمعادن من فرنسا",
    benefit: "يمتص الزيوت الزائدة والشوائب من المسام دون أن يجفّف البشرة.",
  },
  collagen: {
    name: "الكولاجين البحري",
    origin: "من جلد الأسماك، بمصادر مستدامة",
    benefit: "يدعم مرونة البشرة ويساعدها على أن تبدو أكثر تماسكًا ونعومة.",
  },
  hyaluronic: {
    name: "حمض الهيالورونيك",
    origin: "مخمّر من مصادر نباتية، بوزنين جزيئيين",
    benefit: "يجذب الرطوبة إلى البشرة ويحتفظ بها طوال الأيام التي تقضيها تحت المكيّف.",
  },
  centella: {
    name: "السنتيلا الآسيوية",
    origin: "عشبة «النمر» المعروفة في الطب الآسيوي التقليدي",
    benefit: "تهدّئ التهيّج وتدعم حاجز بشرة صحيًا.",
  },
  aloe: {
    name: "الصبار",
    origin: "عصير أوراق معصور على البارد",
    benefit: "يبرّد البشرة ويرطّبها، فتبقى مرتاحة أثناء عمل الطين.",
  },
};

/** Same order as the English breakdowns; the key-ingredient names match the Arabic products' `keyIngredients`. */
export const ingredientBreakdownTexts: TextsById<IngredientBreakdownText> = {
  "matcha-clay-mask": {
    ingredients: [
      { name: "ماتشا احتفالية", purpose: "مضاد للأكسدة، يهدّئ الاحمرار" },
      { name: "طين الكاولين", purpose: "يمتص الزيوت الزائدة" },
      { name: "طين البنتونايت", purpose: "يسحب الشوائب" },
      { name: "الصبار", purpose: "يهدّئ ويرطّب" },
      { name: "الجلسرين", purpose: "يحافظ على نعومة البشرة" },
      { name: "البانثينول", purpose: "يدعم حاجز البشرة" },
    ],
  },
  "collagen-essence": {
    ingredients: [
      { name: "الكولاجين البحري", purpose: "يملأ البشرة ويشدّها" },
      { name: "حمض الهيالورونيك", purpose: "ترطيب عميق" },
      { name: "مستخلص الماتشا", purpose: "يمنح الإشراق والحماية" },
      { name: "النياسيناميد", purpose: "يوحّد لون البشرة" },
      { name: "البيتايين", purpose: "يحبس الرطوبة" },
      { name: "بالميتويل تريبيبتيد-1", purpose: "ينعّم الخطوط الدقيقة" },
    ],
  },
  "matcha-pure-cleanser": {
    ingredients: [
      { name: "الماتشا", purpose: "تنظيف بمضادات الأكسدة" },
      { name: "أحماض أمينية من الشاي الأخضر", purpose: "تنظيف لطيف قليل الرغوة" },
      { name: "السنتيلا الآسيوية", purpose: "تهدّئ التهيّج" },
      { name: "البانثينول", purpose: "راحة بعد الشطف" },
      { name: "الجلسرين", purpose: "يمنع الشعور بالشدّ" },
      { name: "حمض الستريك", purpose: "يحافظ على حموضة ملائمة للبشرة" },
    ],
  },
};
