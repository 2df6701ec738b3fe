import StarIcon from '@mui/icons-material/Star';
import type { ResourceProps } from 'react-admin';
import type { Review } from '@/contract/entities/review';
import { ReviewCreate } from './Create';
import { ReviewEdit } from './Edit';
import { ReviewList } from './List';

export const reviews: ResourceProps = {
  name: 'reviews',
  list: ReviewList,
  edit: ReviewEdit,
  create: ReviewCreate,
  icon: StarIcon,
  recordRepresentation: (r: Review) => r.authorName,
};
