/** Review moderation: filter by status, rating and language; approve or reject many at once. */
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { BulkDeleteButton, BulkUpdateButton, FunctionField, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { RecordList } from '../../components/RecordList';
import type { Review } from '@/contract/entities/review';
import { CHOICES } from '../../components/choices';

const filters = [
  <SelectInput key="status" source="status" choices={CHOICES.reviewStatus} alwaysOn />,
  <SelectInput key="rating" source="rating" choices={CHOICES.rating} translateChoice={false} />,
  <SelectInput key="language" source="language" choices={CHOICES.language} />,
];

const ModerationButtons = () => (
  <>
    <BulkUpdateButton label="admin.reviews.approve" data={{ status: 'approved' }} icon={<CheckIcon />} />
    <BulkUpdateButton label="admin.reviews.reject" data={{ status: 'rejected' }} icon={<CloseIcon />} />
    <BulkDeleteButton />
  </>
);

export const ReviewList = () => (
  <RecordList filters={filters} sort={{ field: 'date', order: 'DESC' }} perPage={25} bulkActionButtons={<ModerationButtons />}>
    <TextField source="authorName" sortable={false} />
    <FunctionField source="rating" render={(r: Review) => '★'.repeat(r.rating)} />
    <FunctionField
      source="text"
      sortable={false}
      render={(r: Review) => (r.text.length > 90 ? `${r.text.slice(0, 90)}…` : r.text)}
    />
    <SelectField source="language" choices={CHOICES.language} sortable={false} />
    <DateField source="date" />
    <SelectField source="status" choices={CHOICES.reviewStatus} />
  </RecordList>
);
