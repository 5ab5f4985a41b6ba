import { c, migrationStep } from '../table-builder.ts';

/**
 * The whole first schema: the 18 entities of the back-office spec, users and authorities,
 * persistent audit events and the mail outbox. Blobs live in their rows (a `bytea`/`blob`
 * column plus its content type), so any number of server instances share them.
 */
export const up = migrationStep(async (schema, db) => {
  await schema.createTable('manufacturer', {
    name: c.string(),
    description: c.text(),
    delivery_date_days: c.integer(),
    enabled: c.boolean(),
  });
  await schema.createTable('frame_profile_type', {
    frame_enum: c.string(),
    name: c.string(255, true),
    description: c.string(),
    thumb: c.blob(),
    thumb_content_type: c.string(),
  });
  await schema.createTable('frame_profile', {
    frame_enum: c.string(),
    name: c.string(),
    description: c.string(),
    is_for_canvas: c.boolean(),
    price_category: c.string(),
    texture: c.blob(),
    texture_content_type: c.string(),
    texture_width: c.integer(),
    texture_height: c.integer(),
    color_code: c.string(),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    thickness: c.decimal(),
    depth: c.decimal(),
    enabled: c.boolean(),
    frame_profile_type_id: c.ref('frame_profile_type'),
  });
  await schema.createTable('frame', {
    name: c.string(255, true),
    texture: c.blob(),
    texture_content_type: c.string(),
    frame_mat_lesk_enum: c.string(),
    frame_color_cat_enum: c.string(),
    frame_color_cat_enum_2: c.string(),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    price: c.string(20),
    color_code: c.string(),
    big_picture_url: c.string(),
    big_pictureid: c.long(),
    enabled: c.boolean(),
    frame_profile_id: c.ref('frame_profile'),
    manufacturer_id: c.ref('manufacturer'),
    max_length_cm: c.integer(),
    ratio: c.string(),
    total_size_cm: c.string(),
  });
  await schema.createTable('frame_in_stock', {
    ratio: c.string(10),
    total_size_cm: c.string(10),
    in_stock: c.integer(),
    frame_id: c.ref('frame'),
  });
  await schema.createTable('frame_2', { name: c.string(), enabled: c.boolean() });
  await schema.createTable('print_media', {
    media_type_enum: c.string(),
    media_category_enum: c.string(),
    media_surface_enum: c.string(),
    name: c.string(255, true),
    description: c.text(),
    price_per_sqare: c.decimal(true),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    thumb_height: c.integer(),
    thumb_width: c.integer(),
    thumb_url: c.string(),
    enabled: c.boolean(),
    in_stock: c.integer(),
    manufacturer_id: c.ref('manufacturer'),
  });
  await schema.createTable('pasparta', {
    poradie: c.integer(),
    pasparta_category_enum: c.string(),
    name: c.string(255, true),
    description: c.string(),
    price_per_sqare: c.decimal(true),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    thumb_url: c.string(),
    frame_color_cat_enum: c.string(),
    color_code: c.string(),
    texture: c.blob(),
    texture_content_type: c.string(),
    texture_width: c.integer(),
    texture_height: c.integer(),
    enabled: c.boolean(),
    in_stock: c.integer(),
    manufacturer_id: c.ref('manufacturer'),
  });
  await schema.createTable('glass', {
    name: c.string(255, true),
    description: c.string(),
    is_laminat: c.boolean(),
    price_per_sqare: c.decimal(true),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    color_code: c.string(),
    texture: c.blob(),
    texture_content_type: c.string(),
    texture_width: c.integer(),
    texture_height: c.integer(),
    only_for_product: c.string(),
    enabled: c.boolean(),
    in_stock: c.integer(),
    manufacturer_id: c.ref('manufacturer'),
  });
  await schema.createTable('product', {
    product_enum: c.string(),
    poradie: c.integer(),
    name: c.string(255, true),
    description: c.string(2000),
    price_manufact_per_square: c.decimal(true),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    is_paper: c.boolean(),
    is_canvas: c.boolean(),
    is_desk: c.boolean(),
    is_pasparta: c.boolean(),
    is_frame: c.boolean(),
    is_glass: c.boolean(),
    is_lamin: c.boolean(),
    is_hook: c.boolean(),
    ask_for_paper: c.boolean(),
    ask_for_canvas: c.boolean(),
    ask_for_desk: c.boolean(),
    ask_for_pasparta: c.boolean(),
    ask_for_frame: c.boolean(),
    ask_for_glass: c.boolean(),
    ask_for_lamin: c.boolean(),
    ask_for_hook: c.boolean(),
    enabled: c.boolean(),
  });
  await schema.createTable('product_config', {
    product_enum: c.string(),
    ratio: c.string(10, true),
    total_size_cm: c.string(10, true),
    photo_size_cm: c.string(10),
    mirror_addon_square: c.decimal(),
    product_id: c.ref('product'),
  });
  await schema.createTable('global_param', {
    name: { ...c.string(255, true), unique: true },
    value: c.string(2000),
    description: c.string(2000),
  });
  await schema.createTable('internal_image', {
    image_category: c.string(),
    image: c.blob(true),
    image_content_type: c.string(),
    desc: c.string(),
    ratio: c.string(10),
    edition: c.string(),
    poradie: c.integer(),
    width: c.integer(),
    height: c.integer(),
    created_date: c.instant(),
    enabled: c.boolean(),
  });

  await schema.createTable('app_user', {
    login: { ...c.string(50, true), unique: true },
    password_hash: c.string(60, true),
    first_name: c.string(50),
    last_name: c.string(50),
    email: { ...c.string(254), unique: true },
    image_url: c.string(256),
    activated: c.boolean(true),
    lang_key: c.string(10),
    activation_key: c.string(64),
    reset_key: c.string(64),
    reset_date: c.instant(),
    created_by: c.string(50),
    created_date: c.instant(),
    last_modified_by: c.string(50),
    last_modified_date: c.instant(),
  });
  await db.schema
    .createTable('authority')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .execute();
  await db.schema
    .createTable('user_authority')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('app_user.id').onDelete('cascade'),
    )
    .addColumn('authority_name', 'varchar(50)', (col) => col.notNull().references('authority.name'))
    .addPrimaryKeyConstraint('user_authority_pk', ['user_id', 'authority_name'])
    .execute();

  await schema.createTable('album', {
    title: c.string(255, true),
    description: c.text(),
    created_date: c.instant(),
    user_id: c.ref('app_user'),
  });
  await schema.createTable('photo', {
    uploaded: c.instant(),
    usrid: c.long(),
    thumb: c.blob(),
    thumb_content_type: c.string(),
    file_size: c.long(),
    height: c.integer(),
    width: c.integer(),
    title: c.string(255, true),
    printable_status: c.string(1),
    fullfotoid: c.long(),
    ratio: c.string(10),
    orientation: c.string(1),
    analysis: c.text(),
    analysis_disp: c.text(),
    odkaz_pre_strojnika: c.text(),
    quality: c.string(),
    thumb_height: c.integer(),
    thumb_width: c.integer(),
    sid: c.string(),
    album_id: c.ref('album'),
  });
  await schema.createTable('full_photo', {
    image: c.blob(true),
    image_content_type: c.string(),
    cropped_image: c.blob(),
    cropped_image_content_type: c.string(),
    created_date: c.instant(),
    fotoid: c.long(),
    usrid: c.long(),
    sid: c.string(),
  });
  await schema.createTable('crafted_product', {
    product_enum: c.string(),
    final_height: c.decimal(),
    final_width: c.decimal(),
    price: c.decimal(),
    copies: c.integer(),
    total_price: c.decimal(),
    text_1: c.string(1000),
    text_2: c.string(1000),
    text_3: c.text(),
    photo_only_height: c.decimal(),
    photo_only_width: c.decimal(),
    preview_thumb: c.blob(),
    preview_thumb_content_type: c.string(),
    preview_height: c.integer(),
    preview_width: c.integer(),
    crop_thumb: c.blob(),
    crop_thumb_content_type: c.string(),
    crop_thumb_height: c.integer(),
    crop_thumb_width: c.integer(),
    crop_x: c.integer(),
    crop_y: c.integer(),
    crop_height: c.integer(),
    crop_width: c.integer(),
    crop_real_x: c.integer(),
    crop_real_y: c.integer(),
    crop_real_height: c.integer(),
    crop_real_width: c.integer(),
    created_date: c.instant(),
    usrid: c.long(),
    sid: c.string(),
    user_id: c.ref('app_user'),
    photo_id: c.ref('photo'),
    internal_image_id: c.ref('internal_image'),
    product_config_id: c.ref('product_config'),
    print_media_id: c.ref('print_media'),
    frame_id: c.ref('frame'),
    pasparta_id: c.ref('pasparta'),
    glass_id: c.ref('glass'),
  });
  await schema.createTable('customer_order', {
    order_date: c.instant(true),
    status: c.string(255, true),
    email: c.string(254),
    phone: c.string(50),
    user_note: c.text(),
    strojnik_note: c.text(),
    expedition_date: c.instant(),
    usrid: c.long(),
    sid: c.string(),
    crafted_product_id: c.ref('crafted_product'),
  });
  for (const table of ['photo', 'full_photo', 'crafted_product', 'customer_order']) {
    await schema.createIndex(`${table}_usrid_idx`, table, 'usrid');
    await schema.createIndex(`${table}_sid_idx`, table, 'sid');
  }
  await schema.createIndex('album_user_idx', 'album', 'user_id');

  await schema.createTable('audit_event', {
    principal: c.string(100, true),
    event_type: c.string(100, true),
    event_date: c.instant(true),
    data: c.text(),
  });
  await schema.createIndex('audit_event_date_idx', 'audit_event', 'event_date');
  await schema.createTable('mail_outbox', {
    message_id: { ...c.string(255, true), unique: true },
    recipient: c.string(254, true),
    subject: c.string(500, true),
    html: c.text(),
    body_text: c.text(true),
    attachments: c.text(),
    created_date: c.instant(true),
    attempts: c.integer(true),
    next_attempt_at: c.instant(true),
    sent_date: c.instant(),
    last_error: c.text(),
  });
});

export const down = migrationStep(async (schema) => {
  await schema.dropTables([
    'mail_outbox',
    'audit_event',
    'customer_order',
    'crafted_product',
    'full_photo',
    'photo',
    'album',
    'user_authority',
    'authority',
    'app_user',
    'internal_image',
    'global_param',
    'product_config',
    'product',
    'glass',
    'pasparta',
    'print_media',
    'frame_2',
    'frame_in_stock',
    'frame',
    'frame_profile',
    'frame_profile_type',
    'manufacturer',
  ]);
});
