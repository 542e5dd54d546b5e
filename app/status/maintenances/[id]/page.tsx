import { itemPage } from '../../_data/item-page';

export const dynamic = 'force-dynamic';
const page = itemPage('maintenance');
export const generateMetadata = page.generateMetadata;
export default page.Page;
