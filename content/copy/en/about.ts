import { brand } from "../../brand";

export const aboutCopy = {
  meta: {
    title: "About Us",
    description: `The story of ${brand.name}: natural matcha skincare founded in the UAE, rooted in Japanese tea heritage and made for Gulf skin.`,
  },
  hero: {
    eyebrow: "Our story",
    title: "Born in the UAE, rooted in Japanese tea culture",
    intro: "We make gentle, effective skincare around one extraordinary leaf.",
  },
  story: {
    title: "Our Story",
    imageAlt: "Matcha Glow founders preparing matcha in a bright studio",
    paragraphs: [
      "Matcha Glow began with a simple frustration: skincare that worked in cooler climates left our skin oily by noon in Dubai, or tight and dry after a day in air-conditioning.",
      "We turned to matcha, the tea we drank every morning, and spent months with formulators testing textures that stay comfortable in heat, humidity and cool indoor air.",
      "Today every product is made in small batches, dermatologist tested and never tested on animals.",
    ],
  },
  heritage: {
    title: "Our Heritage",
    text: "For centuries Japanese tea masters have shade-grown and stone-ground the finest tea leaves into matcha. We source ceremonial-grade matcha from family farms in Uji, where that craft has been handed down for generations, and bring its antioxidants to your skin.",
  },
  values: {
    title: "Our Values",
    items: [
      {
        title: "Natural first",
        text: "Plant-powered formulas with ingredients we can explain, and nothing we would not put on our own skin.",
      },
      {
        title: "Honest results",
        text: "We share what our products do and how customers rate them, verified purchases only.",
      },
      { title: "Kind to all", text: "Cruelty-free from day one, with recyclable packaging wherever we can." },
      {
        title: "Made for here",
        text: "Formulated and tested for life in the Gulf's heat, humidity and air-conditioning.",
      },
    ],
  },
  milestones: {
    title: "Our Journey",
    planned: "Planned",
  },
} as const;
