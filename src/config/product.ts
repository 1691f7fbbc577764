/** The product's name, where a text says {product}. */
export const PRODUCT_NAME = 'Job Tracker';
