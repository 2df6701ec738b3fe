import StarIcon from '@mui/icons-material/Star';
import type { ResourceProps } from 'react-admin';
import type { Review } from '@/contract/entities/review';
import { ReviewList } from './List';
import { createScreen, editScreen } from '../../components/formScreens';
import { REVIEW_DEFAULTS, ReviewInputs } from './Inputs';

export const screens: ResourceProps = {
  name: 'reviews',
  list: ReviewList,
  edit: editScreen(ReviewInputs),
  create: createScreen(ReviewInputs, REVIEW_DEFAULTS),
  icon: StarIcon,
  recordRepresentation: (r: Review) => r.authorName,
};
