/** The product's name, shown by the web app, the server's start banner and e-mails. No imports: the first page loads it. */
export const PRODUCT_NAME = "Brightpath";
