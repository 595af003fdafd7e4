/** The cash-on-delivery form as a shopper fills it in (the e-mail in mixed case, as people type it). */
export const deliveryDetails = {
  fullName: "Aisha Rahman",
  email: "Aisha.Rahman@Example.com",
  phone: "+971 50 123 4567",
  emirate: "Dubai",
  addressLine: "Villa 12, Street 4, Al Barsha 2",
  city: "Al Barsha",
};
