/** The product's name: page title suffix, email sender and templates. */
export const PRODUCT_NAME = 'ViệcXa';
