/** A date field's width: wider on a phone, where the clear button is a whole 44 px touch target. */
export const DATE_FIELD_WIDTH = { base: 160, sm: 150 };
