import { FunctionField, ReferenceField, ReferenceInput, SelectField, SelectInput, TextField } from 'react-admin';
import { DateField } from '../../components/fields';
import { RecordList } from '../../components/RecordList';
import type { BlogCategory, BlogPost } from '@/contract/entities/blog';
import { CHOICES } from '../../components/choices';

const filters = [
  <SelectInput key="status" source="status" choices={CHOICES.blogStatus} alwaysOn />,
  <ReferenceInput key="categoryId" source="categoryId" reference="blog-categories">
    <SelectInput optionText={(c: BlogCategory) => c.name?.de ?? c.slug} />
  </ReferenceInput>,
];

export const BlogList = () => (
  <RecordList filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25}>
    <FunctionField source="title" sortable={false} render={(r: BlogPost) => r.title?.de} />
    <TextField source="slug" />
    <ReferenceField source="categoryId" reference="blog-categories" sortable={false} link={false}>
      <FunctionField render={(c: BlogCategory) => c.name?.de} />
    </ReferenceField>
    <SelectField source="status" choices={CHOICES.blogStatus} />
    <DateField source="publishedAt" />
    <DateField source="updatedAt" showTime />
  </RecordList>
);
